import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailServer, type MailServer } from './mail-server.ts';
import { Outbox } from './outbox.ts';

const outbox = new Outbox({ quiet: true });
let server: MailServer;

beforeAll(async () => {
  server = await startMailServer(outbox, { port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

function sendTwo() {
  outbox.clear();
  const older = outbox.send({
    to: 'a@example.com',
    from: 'admin@email.com',
    subject: 'Older <mail>',
    html: '<p>first</p>',
    text: 'first',
  });
  const newer = outbox.send({
    to: 'b@example.com',
    from: 'Prospectory <no-reply@prospectory.app>',
    subject: 'Reset Your Password',
    html: '<p><a href="http://127.0.0.1:54321/auth/v1/verify?token=t&amp;type=recovery">Reset Password</a></p>',
    text: 'Reset: http://127.0.0.1:54321/auth/v1/verify?token=t&type=recovery',
  });
  return { older, newer };
}

describe('mail server: Mailpit-compatible API', () => {
  it('lists messages newest first with Mailpit field names', async () => {
    const { older, newer } = sendTwo();
    const response = await fetch(`${server.url}/api/v1/messages`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(2);
    expect(body.messages.map((m: { ID: string }) => m.ID)).toEqual([newer.id, older.id]);
    expect(body.messages[0]).toMatchObject({
      ID: newer.id,
      From: { Name: 'Prospectory', Address: 'no-reply@prospectory.app' },
      To: [{ Address: 'b@example.com' }],
      Subject: 'Reset Your Password',
      Created: newer.sentAt,
    });
    expect(body.messages[1].From).toEqual({ Name: '', Address: 'admin@email.com' });
    expect(body.messages[0].Snippet).toContain('Reset:');
  });

  it('returns one message with its HTML and text, and "latest"', async () => {
    const { newer } = sendTwo();
    for (const id of [newer.id, 'latest']) {
      const body = await (await fetch(`${server.url}/api/v1/message/${id}`)).json();
      expect(body).toMatchObject({
        ID: newer.id,
        Subject: 'Reset Your Password',
        HTML: newer.html,
        Text: newer.text,
      });
      expect(body.To[0].Address).toBe('b@example.com');
    }
    expect((await fetch(`${server.url}/api/v1/message/nope`)).status).toBe(404);
  });

  it('deletes every message', async () => {
    sendTwo();
    expect((await fetch(`${server.url}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(outbox.list()).toEqual([]);
  });
});

describe('mail server: HTML pages', () => {
  it('lists the messages newest first, escaped, each linking to its page', async () => {
    const { older, newer } = sendTwo();
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Local outbox</h1>');
    expect(html).toContain('Older &lt;mail&gt;');
    expect(html.indexOf(`/message/${newer.id}`)).toBeLessThan(html.indexOf(`/message/${older.id}`));
  });

  it('shows a message with its link clickable', async () => {
    const { newer } = sendTwo();
    const html = await (await fetch(`${server.url}/message/${newer.id}`)).text();
    expect(html).toContain('<h1>Reset Your Password</h1>');
    expect(html).toContain(
      'href="http://127.0.0.1:54321/auth/v1/verify?token=t&amp;type=recovery"',
    );
    expect((await fetch(`${server.url}/message/unknown`)).status).toBe(404);
  });
});
