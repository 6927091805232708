/** Shared by playwright.config.ts and the journeys: the e2e server's port, invite code and operator key. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_INVITE_CODE = 'E2EHOUSE';
export const E2E_ADMIN_KEY = 'e2e-operator-key';
