import { z } from 'zod';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import { browserLocalStorage, type ApiCall, type KeyValueStorage } from '../runtime';

/** The exact log line of spec section 8 (the visible text is `app.messages.featureFlagsUnavailable`). */
export const FEATURE_FLAGS_UNAVAILABLE_LOG = 'Feature Flag config not available';

/**
 * `GET config`. Unknown flags are kept (the platform adds flags before the portal uses them); the two the
 * session code reads are typed. A wrongly typed known flag fails the parse, which counts as "not available".
 */
const featureFlagsSchema = z
  .object({
    secondFactorWindow: z.boolean().optional(),
    confirmationUrl: z.string().optional(),
  })
  .catchall(z.unknown());

export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export interface FeatureFlagOptions {
  storage?: KeyValueStorage;
  warn?: (message: string, error?: unknown) => void;
}

/** Only an absolute http(s) address may become the second-factor window target. */
const isSafeConfirmationUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Loads the feature flags; on any failure logs the spec message and falls back to no flags. */
export const loadFeatureFlags = async (
  call: ApiCall,
  { storage = browserLocalStorage, warn = console.warn }: FeatureFlagOptions = {},
): Promise<FeatureFlags> => {
  let flags: FeatureFlags;
  try {
    flags = featureFlagsSchema.parse(await call('featureFlags'));
  } catch (error) {
    warn(FEATURE_FLAGS_UNAVAILABLE_LOG, error);
    return {};
  }
  if (flags.confirmationUrl && isSafeConfirmationUrl(flags.confirmationUrl))
    storage.setItem(STORAGE_KEYS.confirmationUrl, flags.confirmationUrl);
  return flags;
};

export const isFlagOn = (flags: FeatureFlags, name: string): boolean => flags[name] === true;
