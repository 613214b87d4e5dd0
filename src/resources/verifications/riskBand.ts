/** Risk score bands (0–100): the colour says at a glance how closely to look. */
export type RiskBand = 'low' | 'medium' | 'high';

export const RISK_MEDIUM_FROM = 40;
export const RISK_HIGH_FROM = 70;

export const riskBandOf = (score: number): RiskBand =>
  score >= RISK_HIGH_FROM ? 'high' : score >= RISK_MEDIUM_FROM ? 'medium' : 'low';

export const RISK_BAND_COLOR = { low: 'success', medium: 'warning', high: 'error' } as const;
