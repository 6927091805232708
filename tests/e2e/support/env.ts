/** Shared by playwright.config.ts and the journeys: the e2e server's port, invite code and operator key. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_INVITE_CODE = 'E2EHOUSE';
export const E2E_ADMIN_KEY = 'e2e-operator-key-7Qm2vX9pLk4RtN8wZs3H';
/**
 * The e2e server's clock starts here (a Monday, 11:00 in Amsterdam: inside deposit, withdrawal
 * and trading hours whenever CI happens to run). Journeys that depend on hours give the
 * browser the same time with `page.clock.install`.
 */
export const E2E_CLOCK_START = '2026-11-23T10:00:00Z';
