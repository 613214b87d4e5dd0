import { z } from 'zod';
import type { ApiCall } from '../runtime';

const monitoringSchema = z.object({ enabled: z.boolean() }).catchall(z.unknown());

export interface MonitoringConfig {
  enabled: boolean;
  /** Whatever else the platform sends (DSN, sample rate...), passed on untouched. */
  settings: Record<string, unknown>;
}

export const MONITORING_DISABLED: MonitoringConfig = { enabled: false, settings: {} };

/** `GET init?version=`; any failure (network, status, unexpected body) means monitoring stays off. */
export const initMonitoring = async (call: ApiCall, version: string): Promise<MonitoringConfig> => {
  try {
    const { enabled, ...settings } = monitoringSchema.parse(
      await call('monitoringInit', { query: { version } }),
    );
    return { enabled, settings };
  } catch {
    return MONITORING_DISABLED;
  }
};
