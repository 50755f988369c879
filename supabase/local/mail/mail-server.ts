import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstLink, type Mail, type Outbox } from './outbox.ts';

export interface MailServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The outbox on the Supabase CLI's mail port (54324): an HTML page for people
 * and the part of Mailpit's JSON API that tests use to read a recovery link,
 * so the same test code works against `supabase start` (which runs Mailpit).
 */
export function startMailServer(
  outbox: Outbox,
  options: { port: number; host?: string },
): Promise<MailServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    try {
      route(outbox, req, res);
    } catch (error) {
      console.error('[mail] error:', error);
      send(res, 500, 'text/plain; charset=utf-8', 'Internal error');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${options.port} on ${host} is already in use: is another local stack running?`,
            )
          : error,
      );
    });
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

function route(outbox: Outbox, req: IncomingMessage, res: ServerResponse): void {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const method = req.method ?? 'GET';
  const newestFirst = () => outbox.list().reverse();

  if (pathname === '/api/v1/messages') {
    if (method === 'GET') {
      const messages = newestFirst().map(summary);
      return sendJson(res, 200, {
        total: messages.length,
        unread: 0,
        count: messages.length,
        messages_count: messages.length,
        start: 0,
        tags: [],
        messages,
      });
    }
    if (method === 'DELETE') {
      outbox.clear();
      return send(res, 200, 'text/plain; charset=utf-8', 'ok');
    }
    return send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed');
  }

  const apiMessage = /^\/api\/v1\/message\/([^/]+)$/.exec(pathname);
  if (apiMessage && method === 'GET') {
    const id = decodeURIComponent(apiMessage[1] ?? '');
    const mail = id === 'latest' ? newestFirst()[0] : outbox.get(id);
    if (!mail) return send(res, 404, 'text/plain; charset=utf-8', 'message not found');
    return sendJson(res, 200, detail(mail));
  }

  if (method !== 'GET') return send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed');
  if (pathname === '/') return sendHtml(res, 200, indexPage(newestFirst()));

  const page = /^\/message\/([^/]+)$/.exec(pathname);
  if (page) {
    const mail = outbox.get(decodeURIComponent(page[1] ?? ''));
    if (mail) return sendHtml(res, 200, messagePage(mail));
  }
  return sendHtml(
    res,
    404,
    layout('Not found', '<h1>Not found</h1><p><a href="/">Back to the outbox</a></p>'),
  );
}

/** Mailpit's {Name, Address} of `Name <address>` (a quoted name unquoted) or a bare address. */
function address(value: string) {
  const named = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(value);
  if (!named) return { Name: '', Address: value };
  const name = (named[1] ?? '').replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');
  return { Name: name, Address: named[2] ?? '' };
}

function summary(mail: Mail) {
  return {
    ID: mail.id,
    MessageID: `${mail.id}@local`,
    Read: false,
    From: address(mail.from),
    To: [address(mail.to)],
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: mail.subject,
    Created: mail.sentAt,
    Tags: [],
    Size: Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text),
    Attachments: 0,
    Snippet: mail.text.replace(/\s+/g, ' ').trim().slice(0, 250),
  };
}

function detail(mail: Mail) {
  return {
    ID: mail.id,
    MessageID: `${mail.id}@local`,
    From: address(mail.from),
    To: [address(mail.to)],
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: mail.subject,
    Date: mail.sentAt,
    Created: mail.sentAt,
    Tags: [],
    Text: mail.text,
    HTML: mail.html,
    Size: Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text),
    Attachments: [],
    Inline: [],
  };
}

function indexPage(mails: Mail[]): string {
  const items = mails
    .map(
      (mail) => `<li>
  <a href="/message/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a>
  <span> to ${escapeHtml(mail.to)}, <time datetime="${mail.sentAt}">${escapeHtml(formatTime(mail.sentAt))}</time></span>
</li>`,
    )
    .join('\n');
  const body = mails.length
    ? `<p>${mails.length} message${mails.length === 1 ? '' : 's'}, newest first.</p>\n<ul>\n${items}\n</ul>`
    : '<p>No messages yet. Mail sent by the local stack (for example password reset links) appears here.</p>';
  return layout('Local outbox', `<h1>Local outbox</h1>\n${body}`);
}

function messagePage(mail: Mail): string {
  const link = firstLink(mail);
  const body = `<p><a href="/">Back to the outbox</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>
  <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
  <dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
  <dt>Sent</dt><dd><time datetime="${mail.sentAt}">${escapeHtml(formatTime(mail.sentAt))}</time></dd>
</dl>
${link ? `<p>Link in this message: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}
<section aria-label="Message body" class="mail">
${mail.html}
</section>`;
  return layout(mail.subject, body);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Local outbox</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #111; line-height: 1.5; }
  a { color: #1d4ed8; }
  li { margin: .5rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  .mail { border: 1px solid #ccc; border-radius: .5rem; padding: 1rem; margin-top: 1rem; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function formatTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  send(res, status, 'text/html; charset=utf-8', html);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  // Tests in a browser page may read it cross-origin, as they can Mailpit's.
  res.setHeader('Access-Control-Allow-Origin', '*');
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
}
