import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseTables, type TomlValue } from '../auth/auth-config-toml.ts';
import {
  AUTH_MAIL_KINDS,
  checkTemplate,
  type AuthMailKind,
  type AuthMailSettings,
  type AuthMailTemplate,
} from './auth-mail.ts';

/** `supabase start`'s sender when config.toml names none ([inbucket] defaults). */
const CLI_SENDER = { name: 'Admin', email: 'admin@email.com' };

const text = (table: Map<string, TomlValue> | undefined, key: string): string | undefined => {
  const value = table?.get(key);
  return typeof value === 'string' ? value : undefined;
};

/**
 * The auth mails as supabase/config.toml sets them, read once at start so that the
 * stand-in sends what `supabase start` and the hosted project (`supabase config push`)
 * send: the sender of `[auth.email.smtp]` when it is on, else of `[inbucket]`, as the CLI
 * chooses; and each `[auth.email.template.<kind>]` subject and content_path. The CLI
 * resolves a template's content_path against the directory holding supabase/, so this
 * does too. Every kind must be configured: the stand-in has no default templates.
 */
export function authMailFromToml(configTomlPath: string): AuthMailSettings {
  const tables = parseTables(readFileSync(configTomlPath, 'utf8'));
  const smtp = tables.get('auth.email.smtp');
  const sender = smtp && smtp.get('enabled') !== false ? smtp : tables.get('inbucket');
  const projectDir = path.dirname(path.dirname(path.resolve(configTomlPath)));

  const templates = {} as Record<AuthMailKind, AuthMailTemplate>;
  for (const kind of AUTH_MAIL_KINDS) {
    const where = `config.toml [auth.email.template.${kind}]`;
    const table = tables.get(`auth.email.template.${kind}`);
    const subject = text(table, 'subject');
    const contentPath = text(table, 'content_path');
    if (subject === undefined || contentPath === undefined) {
      throw new Error(`${where} needs a subject and a content_path`);
    }
    let html: string;
    try {
      html = readFileSync(path.resolve(projectDir, contentPath), 'utf8');
    } catch (error) {
      throw new Error(`${where} content_path "${contentPath}": ${(error as Error).message}`, {
        cause: error,
      });
    }
    checkTemplate(kind, `${where} subject`, subject);
    checkTemplate(kind, contentPath, html);
    templates[kind] = { subject, html };
  }
  return {
    senderName: text(sender, 'sender_name') ?? CLI_SENDER.name,
    senderEmail: text(sender, 'admin_email') ?? CLI_SENDER.email,
    templates,
  };
}
