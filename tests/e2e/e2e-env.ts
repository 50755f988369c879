/** Ports of the stack and app the browser journeys run against (not the dev ports, so both can run). */
export const E2E_APP_PORT = 5183;
export const E2E_API_PORT = 54331;
export const E2E_MAIL_PORT = 54334;
export const E2E_APP_URL = `http://localhost:${E2E_APP_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_MAIL_PORT}`;
