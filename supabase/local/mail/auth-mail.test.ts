import { describe, expect, it } from 'vitest';
import {
  checkTemplate,
  formatSender,
  htmlToText,
  renderAuthMail,
  renderTemplate,
  type AuthMailSettings,
  type AuthMailValues,
} from './auth-mail.ts';

const LINK =
  'http://127.0.0.1:54321/auth/v1/verify?token=ab12&type=signup&redirect_to=http://localhost:5173/dashboard';
const values: AuthMailValues = {
  SiteURL: 'http://localhost:5173',
  ConfirmationURL: LINK,
  Email: 'lena@example.com',
  Token: '123456',
  TokenHash: 'ab12',
  RedirectTo: 'http://localhost:5173/dashboard',
};

describe('renderTemplate', () => {
  it('puts each value in place of its {{ .Variable }}, with or without spaces', () => {
    expect(renderTemplate('<p>{{ .Email }} {{.SiteURL}}</p>', values)).toBe(
      '<p>lena@example.com http://localhost:5173</p>',
    );
  });

  it('escapes what users typed, as html/template does, in text and in attributes', () => {
    const hostile = { ...values, Email: '<script>alert("x")</script>&co' };
    expect(renderTemplate('<p title="{{ .Email }}">{{ .Email }}</p>', hostile)).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;co">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;co</p>',
    );
    expect(renderTemplate('<a href="{{ .ConfirmationURL }}">', values)).toBe(
      `<a href="${LINK.replace(/&/g, '&amp;')}">`,
    );
  });

  it('leaves no action behind, and a value GoTrue does not give this mail renders empty', () => {
    const html = renderTemplate('{{ .Email }}{{ .NewEmail }}{{ .SendingTo }}', values);
    expect(html).toBe('lena@example.com');
    expect(html).not.toContain('{{');
  });
});

describe('checkTemplate', () => {
  it('accepts the variables GoTrue gives each mail', () => {
    expect(() =>
      checkTemplate('email_change', 't', '{{ .Email }} {{ .NewEmail }} {{ .SendingTo }}'),
    ).not.toThrow();
    expect(() => checkTemplate('recovery', 't', '{{ .ConfirmationURL }}')).not.toThrow();
  });

  it.each([
    ['confirmation', '{{ .NewEmail }}', 'a variable this mail does not have'],
    ['recovery', '{{ .Nope }}', 'an unknown variable'],
    ['recovery', '{{ if .Email }}x{{ end }}', 'an action the stand-in does not render'],
    ['recovery', '{{ .Data.name }}', 'a field of a map'],
    ['recovery', '{{- .Email -}}', 'trim markers'],
  ] as const)('refuses %s %s (%s)', (kind, text, _why) => {
    expect(() => checkTemplate(kind, 'recovery.html', text)).toThrow(/recovery\.html: \{\{/);
  });
});

describe('formatSender', () => {
  const settings = (senderName: string): AuthMailSettings => ({
    senderName,
    senderEmail: 'no-reply@prospectory.app',
    templates: {} as AuthMailSettings['templates'],
  });

  it.each([
    ['Prospectory', 'Prospectory <no-reply@prospectory.app>'],
    ['', 'no-reply@prospectory.app'],
    ['Prospectory, Inc.', '"Prospectory, Inc." <no-reply@prospectory.app>'],
  ])('%j -> %j', (name, from) => {
    expect(formatSender(settings(name))).toBe(from);
  });
});

describe('htmlToText', () => {
  it('reads a mail as text: blocks on lines, links as "label: URL", entities decoded', () => {
    const html =
      '<!doctype html><html><head><title>T</title><style>p{}</style></head><body>' +
      '<h1>Reset  your\n password</h1><p>For a &amp; b &lt;c&gt;</p>' +
      `<p><a href="${LINK.replace(/&/g, '&amp;')}" style="x">Choose a new password</a></p>` +
      '</body></html>';
    expect(htmlToText(html)).toBe(
      `Reset your password\nFor a & b <c>\nChoose a new password: ${LINK}\n`,
    );
  });
});

describe('renderAuthMail', () => {
  it('renders the subject and body of the kind asked for, from the sender configured', () => {
    const settings: AuthMailSettings = {
      senderName: 'Prospectory',
      senderEmail: 'no-reply@prospectory.app',
      templates: {
        confirmation: {
          subject: 'Confirm {{ .Email }}',
          html: '<p><a href="{{ .ConfirmationURL }}">Confirm</a></p>',
        },
        recovery: { subject: 'Reset', html: '' },
        email_change: { subject: 'Change', html: '' },
      },
    };
    expect(renderAuthMail(settings, 'confirmation', 'lena@example.com', values)).toEqual({
      to: 'lena@example.com',
      from: 'Prospectory <no-reply@prospectory.app>',
      subject: 'Confirm lena@example.com',
      html: `<p><a href="${LINK.replace(/&/g, '&amp;')}">Confirm</a></p>`,
      text: `Confirm: ${LINK}\n`,
    });
  });
});
