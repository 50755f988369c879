import { randomUUID } from 'node:crypto';

/** One sent e-mail, as the outbox page and its Mailpit-style API show it. */
export interface Mail {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  /** ISO 8601, UTC. */
  sentAt: string;
}

export interface OutboxOptions {
  /** No console echo (tests). */
  quiet?: boolean;
  /** How many mails to keep; the oldest go first. */
  capacity?: number;
}

const DEFAULT_CAPACITY = 200;

/**
 * Where the local stack "sends" mail: kept in memory (bounded, so a long dev
 * session cannot grow without limit) and echoed to the console, because a
 * developer resetting a password locally has no real inbox.
 */
export class Outbox {
  private readonly mails: Mail[] = [];
  private readonly quiet: boolean;
  private readonly capacity: number;

  constructor(options: OutboxOptions = {}) {
    this.quiet = options.quiet ?? false;
    this.capacity = Math.max(1, options.capacity ?? DEFAULT_CAPACITY);
  }

  send(mail: Omit<Mail, 'id' | 'sentAt'>): Mail {
    const sent: Mail = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
    this.mails.push(sent);
    if (this.mails.length > this.capacity) this.mails.splice(0, this.mails.length - this.capacity);
    if (!this.quiet) {
      const link = firstLink(sent);
      console.log(`[mail] to ${sent.to}: ${sent.subject}${link ? `\n[mail]   ${link}` : ''}`);
    }
    return sent;
  }

  /** Oldest first. */
  list(): Mail[] {
    return [...this.mails];
  }

  get(id: string): Mail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }

  /** The most recent mail to this address (case-insensitive), if any. */
  latestTo(email: string): Mail | undefined {
    const wanted = email.trim().toLowerCase();
    for (let i = this.mails.length - 1; i >= 0; i--) {
      const mail = this.mails[i];
      if (mail && mail.to.toLowerCase() === wanted) return mail;
    }
    return undefined;
  }

  clear(): void {
    this.mails.length = 0;
  }
}

/** The first http(s) link of a mail: from an href in the HTML, else from the text. */
export function firstLink(mail: Pick<Mail, 'html' | 'text'>): string | undefined {
  const href = /href="([^"]+)"/i.exec(mail.html)?.[1];
  if (href) return decodeHtmlAttribute(href);
  return /https?:\/\/\S+/.exec(mail.text)?.[0];
}

function decodeHtmlAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
