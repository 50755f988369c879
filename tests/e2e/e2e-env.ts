/**
 * Ports of the stack and app the browser journeys run against: not the dev ports, so both
 * can run. `E2E_PORT_OFFSET` moves all three, so two checkouts on one machine can run their
 * journeys at the same time.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_APP_PORT = 5183 + offset;
export const E2E_API_PORT = 54331 + offset;
export const E2E_MAIL_PORT = 54334 + offset;
export const E2E_APP_URL = `http://localhost:${E2E_APP_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_MAIL_PORT}`;
