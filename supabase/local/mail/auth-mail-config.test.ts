import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTables } from '../auth/auth-config-toml.ts';
import { AUTH_MAIL_KINDS, renderAuthMail, type AuthMailValues } from './auth-mail.ts';
import { authMailFromToml } from './auth-mail-config.ts';

const PROJECT_TOML = fileURLToPath(new URL('../../config.toml', import.meta.url));
const PROJECT_DIR = path.dirname(path.dirname(PROJECT_TOML));

const LINK =
  'http://127.0.0.1:54321/auth/v1/verify?token=ab12&type=recovery&redirect_to=http://localhost:5173/reset-password';
const values: AuthMailValues = {
  SiteURL: 'http://localhost:5173',
  ConfirmationURL: LINK,
  Email: "o'neil+<b>@example.com",
  NewEmail: 'new&address@example.com',
  SendingTo: 'new&address@example.com',
  Token: '123456',
  TokenHash: 'ab12',
  RedirectTo: 'http://localhost:5173/reset-password',
};

describe("the project's auth mails (supabase/config.toml, supabase/templates)", () => {
  const tables = parseTables(readFileSync(PROJECT_TOML, 'utf8'));

  it.each(AUTH_MAIL_KINDS)(
    '[auth.email.template.%s] names an existing file under supabase/templates, without a code',
    (kind) => {
      const table = tables.get(`auth.email.template.${kind}`);
      const contentPath = String(table?.get('content_path'));
      // The Supabase CLI reads a template's content_path from the repository root.
      expect(contentPath).toBe(`./supabase/templates/${kind}.html`);
      const file = path.resolve(PROJECT_DIR, contentPath);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).not.toMatch(/\.Token\b(?!Hash)/);
      expect(String(table?.get('subject'))).toContain('Prospectory');
    },
  );

  it('sends them from Prospectory', () => {
    const settings = authMailFromToml(PROJECT_TOML);
    expect(settings.senderName).toBe('Prospectory');
    expect(settings.senderEmail).toBe('no-reply@prospectory.app');
  });

  it.each(AUTH_MAIL_KINDS)(
    'renders the %s mail: every variable replaced, user data escaped, the link first',
    (kind) => {
      const mail = renderAuthMail(authMailFromToml(PROJECT_TOML), kind, 'to@example.com', values);
      expect(mail.from).toBe('Prospectory <no-reply@prospectory.app>');
      expect(mail.subject).toContain('Prospectory');
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).not.toContain('{{');
        expect(part).not.toContain('123456');
      }
      expect(mail.html).toContain('o&#39;neil+&lt;b&gt;@example.com');
      expect(mail.html).not.toContain('<b>@');
      expect(/href="([^"]+)"/.exec(mail.html)?.[1]).toBe(LINK.replace(/&/g, '&amp;'));
      expect(/https?:\/\/[^\s"'<>]+/.exec(mail.text)?.[0]).toBe(LINK);
      if (kind === 'email_change') expect(mail.html).toContain('new&amp;address@example.com');
    },
  );
});

describe('authMailFromToml', () => {
  function project(toml: string, files: Record<string, string | undefined> = {}): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'auth-mail-'));
    mkdirSync(path.join(dir, 'supabase', 'templates'), { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      if (text === undefined) continue;
      writeFileSync(path.join(dir, 'supabase', 'templates', name), text);
    }
    const file = path.join(dir, 'supabase', 'config.toml');
    writeFileSync(file, toml);
    return file;
  }
  const templates = AUTH_MAIL_KINDS.map(
    (kind) =>
      `[auth.email.template.${kind}]\nsubject = "${kind}"\ncontent_path = "./supabase/templates/${kind}.html"\n`,
  ).join('\n');
  const files = Object.fromEntries(
    AUTH_MAIL_KINDS.map((kind) => [`${kind}.html`, `<a href="{{ .ConfirmationURL }}">${kind}</a>`]),
  );

  it("takes the sender of [auth.email.smtp] when it is on, as the CLI does, else [inbucket]'s", () => {
    const inbucket = '[inbucket]\nadmin_email = "a@x.test"\nsender_name = "Local"\n';
    const smtp = '[auth.email.smtp]\nadmin_email = "b@x.test"\nsender_name = "Hosted"\n';
    expect(authMailFromToml(project(inbucket + templates, files))).toMatchObject({
      senderName: 'Local',
      senderEmail: 'a@x.test',
    });
    expect(authMailFromToml(project(inbucket + smtp + templates, files))).toMatchObject({
      senderName: 'Hosted',
      senderEmail: 'b@x.test',
    });
    expect(
      authMailFromToml(project(inbucket + smtp + 'enabled = false\n' + templates, files)),
    ).toMatchObject({ senderName: 'Local' });
    expect(authMailFromToml(project(templates, files))).toMatchObject({
      senderName: 'Admin',
      senderEmail: 'admin@email.com',
    });
  });

  it('refuses a config without a template, with a missing file, or with an action it cannot render', () => {
    expect(() => authMailFromToml(project('[inbucket]\n', files))).toThrow(
      '[auth.email.template.confirmation] needs a subject and a content_path',
    );
    expect(() =>
      authMailFromToml(project(templates, { ...files, 'recovery.html': undefined })),
    ).toThrow(/content_path "\.\/supabase\/templates\/recovery\.html"/);
    expect(() =>
      authMailFromToml(project(templates, { ...files, 'recovery.html': '{{ .NewEmail }}' })),
    ).toThrow(/recovery\.html: \{\{ \.NewEmail \}\}/);
  });
});
