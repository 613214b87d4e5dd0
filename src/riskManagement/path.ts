/** The address of the risk management page (spec: route `/risk-management`). */
export const RISK_MANAGEMENT_PATH = '/risk-management';
