import * as z from 'zod/mini';
import type { ApiCall } from '../runtime';

const monitoringSchema = z.catchall(z.object({ enabled: z.boolean() }), z.unknown());

export interface MonitoringConfig {
  enabled: boolean;
  /** Whatever else the platform sends (DSN, sample rate...), passed on untouched. */
  settings: Record<string, unknown>;
}

export const MONITORING_DISABLED: MonitoringConfig = { enabled: false, settings: {} };

/** `GET init?version=`; any failure (network, status, unexpected body) means monitoring stays off. */
export const initMonitoring = async (
  call: ApiCall<'monitoringInit'>,
  version: string,
): Promise<MonitoringConfig> => {
  try {
    const { enabled, ...settings } = z.parse(
      monitoringSchema,
      await call('monitoringInit', { query: { version } }),
    );
    return { enabled, settings };
  } catch {
    return MONITORING_DISABLED;
  }
};
