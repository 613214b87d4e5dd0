/** The colour of each band of a tenant's risk model, wherever a band is shown (the model's page, a verification). */
export const RISK_MODEL_BAND_COLOR = {
  PASSED: 'success',
  WARNING: 'warning',
  REJECTED: 'error',
} as const;

/** The colour of a band as the platform answers it (unknown or -1 "not executed": neutral). */
export const riskModelBandColor = (band: string): 'success' | 'warning' | 'error' | 'default' =>
  band in RISK_MODEL_BAND_COLOR
    ? RISK_MODEL_BAND_COLOR[band as keyof typeof RISK_MODEL_BAND_COLOR]
    : 'default';
