import { escapeHtml } from './mail-server.ts';
import type { Mail } from './outbox.ts';

/** The auth mails the project customises, by their names in config.toml and GoTrue. */
export const AUTH_MAIL_KINDS = ['confirmation', 'recovery', 'email_change'] as const;
export type AuthMailKind = (typeof AUTH_MAIL_KINDS)[number];

/** What GoTrue's mailer gives each template (its `data` maps), the scalar values only. */
export interface AuthMailValues {
  SiteURL: string;
  ConfirmationURL: string;
  Email: string;
  /** The six-digit code: GoTrue offers it, the project's templates leave it out. */
  Token: string;
  TokenHash: string;
  RedirectTo: string;
  /** email_change only. */
  NewEmail?: string;
  /** email_change only: which of the two addresses this copy goes to. */
  SendingTo?: string;
}

const COMMON = ['SiteURL', 'ConfirmationURL', 'Email', 'Token', 'TokenHash', 'RedirectTo'];
const VARIABLES: Record<AuthMailKind, readonly string[]> = {
  confirmation: COMMON,
  recovery: COMMON,
  email_change: [...COMMON, 'NewEmail', 'SendingTo'],
};

export interface AuthMailTemplate {
  subject: string;
  html: string;
}

export interface AuthMailSettings {
  /** GOTRUE_SMTP_SENDER_NAME ('' for none). */
  senderName: string;
  /** GOTRUE_SMTP_ADMIN_EMAIL. */
  senderEmail: string;
  templates: Record<AuthMailKind, AuthMailTemplate>;
}

export type OutgoingMail = Omit<Mail, 'id' | 'sentAt'>;

// A Go template action: {{ ... }}.
const ACTION = /\{\{([\s\S]*?)\}\}/g;
const VARIABLE = /^\s*\.([A-Za-z]+)\s*$/;

/**
 * Throws unless every action of `text` is `{{ .Variable }}` with a variable GoTrue gives
 * this kind of mail. The stand-in renders that much of Go's html/template and no more, so a
 * template it accepts renders the same locally and on the hosted project.
 */
export function checkTemplate(kind: AuthMailKind, where: string, text: string): void {
  for (const [action, body] of text.matchAll(ACTION)) {
    const name = VARIABLE.exec(body ?? '')?.[1];
    if (!name || !VARIABLES[kind].includes(name)) {
      throw new Error(
        `${where}: ${action} is not one of the variables the ${kind} mail has ` +
          `(${VARIABLES[kind].map((v) => `{{ .${v} }}`).join(', ')})`,
      );
    }
  }
}

/** Each `{{ .Variable }}` replaced by its value, HTML-escaped as html/template does. */
export function renderTemplate(text: string, values: AuthMailValues): string {
  return text.replace(ACTION, (_action, body: string) => {
    const name = VARIABLE.exec(body)?.[1] as keyof AuthMailValues | undefined;
    return escapeHtml((name && values[name]) ?? '');
  });
}

/** `Name <address>` as GoTrue's mailer writes its From header, or the bare address. */
export function formatSender({ senderName, senderEmail }: AuthMailSettings): string {
  if (!senderName) return senderEmail;
  const name = /^[\w .'-]+$/.test(senderName)
    ? senderName
    : `"${senderName.replace(/["\\]/g, '\\$&')}"`;
  return `${name} <${senderEmail}>`;
}

/** The mail GoTrue would send: subject and body rendered from the configured template. */
export function renderAuthMail(
  settings: AuthMailSettings,
  kind: AuthMailKind,
  to: string,
  values: AuthMailValues,
): OutgoingMail {
  const template = settings.templates[kind];
  const html = renderTemplate(template.html, values);
  return {
    to,
    from: formatSender(settings),
    subject: renderTemplate(template.subject, values),
    html,
    text: htmlToText(html),
  };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * A plain-text reading of an HTML mail for the console echo and the outbox's Text field
 * (GoTrue itself sends the HTML only): links as "label: URL", blocks on their own lines.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(head|style|script)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_a, href: string, label) => {
      const text = String(label)
        .replace(/<[^>]+>/g, '')
        .trim();
      return text && text !== href ? `${text}: ${href}` : href;
    })
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|tr|table)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_e, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}
