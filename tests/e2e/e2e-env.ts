/**
 * Ports of the stack and app the browser journeys run against: not the dev ports, so both
 * can run. `E2E_PORT_OFFSET` moves all three, so two checkouts on one machine can run their
 * journeys at the same time (the live journey's config moves them once more).
 */
export function e2ePorts(offset: number) {
  const app = 5183 + offset;
  const api = 54331 + offset;
  const mail = 54334 + offset;
  return {
    app,
    api,
    mail,
    appUrl: `http://localhost:${app}`,
    apiUrl: `http://127.0.0.1:${api}`,
    mailUrl: `http://127.0.0.1:${mail}`,
  };
}

const ports = e2ePorts(Number(process.env.E2E_PORT_OFFSET ?? 0));
export const E2E_APP_PORT = ports.app;
export const E2E_API_PORT = ports.api;
export const E2E_MAIL_PORT = ports.mail;
export const E2E_APP_URL = ports.appUrl;
export const E2E_API_URL = ports.apiUrl;
export const E2E_MAIL_URL = ports.mailUrl;
