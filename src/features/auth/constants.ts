/** The demo laboratory's tenant; tenant mode is on (spec §1), so the tenant field is always shown. */
export const DEFAULT_TENANT_ID = '100001'
