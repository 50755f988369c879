// Checked e-mails (issue 20 item 5): each address labelled by where it lives (the
// business's own website domain, a webmail provider, another domain), whether it is a role
// address (info@, bilgi@…) and whether its domain has a mail server (MX); then ranked by
// that quality. A generic address is never dropped: it is labelled. Plain code (the MX
// lookup is injected), so the app can import the labels and texts.
import { registrableDomain } from '../enrich/domains.ts';
import { EMAIL_STATUS, type EmailStatus } from './contact-texts.ts';

export type EmailOrigin = 'own-domain' | 'webmail' | 'other-domain';

/** true: the domain has a mail server; false: it has none (or does not exist); null: unknown. */
export type MxAnswer = boolean | null;

export interface CheckedEmail {
  email: string;
  domain: string;
  origin: EmailOrigin;
  /** A shared inbox (info@, sales@, randevu@…), not a person's address. */
  role: boolean;
  mx: MxAnswer;
}

/** Free mailbox providers people and small businesses use, in the countries we search. */
export const WEBMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.tr',
  'hotmail.de',
  'hotmail.es',
  'hotmail.co.uk',
  'hotmail.fr',
  'hotmail.it',
  'outlook.com',
  'outlook.com.tr',
  'outlook.de',
  'outlook.es',
  'outlook.fr',
  'live.com',
  'live.de',
  'live.co.uk',
  'live.fr',
  'msn.com',
  'windowslive.com',
  'yahoo.com',
  'yahoo.com.tr',
  'yahoo.de',
  'yahoo.es',
  'yahoo.co.uk',
  'yahoo.fr',
  'yahoo.it',
  'ymail.com',
  'rocketmail.com',
  'yandex.com',
  'yandex.com.tr',
  'yandex.ru',
  'ya.ru',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'gmx.com',
  'web.de',
  't-online.de',
  'freenet.de',
  'arcor.de',
  'posteo.de',
  'mailbox.org',
  'mail.ru',
  'bk.ru',
  'inbox.ru',
  'list.ru',
  'protonmail.com',
  'protonmail.ch',
  'proton.me',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'zoho.com',
  'mynet.com',
  'superonline.com',
  'ttmail.com',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'alice.it',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'telefonica.net',
  'movistar.es',
  'terra.es',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'comcast.net',
  'att.net',
  'verizon.net',
]);

export function isWebmail(domain: string): boolean {
  return WEBMAIL_DOMAINS.has(domain.toLowerCase());
}

/** Local parts that name a function, in the languages we search, not a person. */
const ROLE_LOCALS = new Set([
  'info',
  'infos',
  'information',
  'bilgi',
  'iletisim',
  'contact',
  'contacto',
  'contato',
  'kontakt',
  'hello',
  'hallo',
  'hola',
  'hi',
  'merhaba',
  'office',
  'buero',
  'buro',
  'bureau',
  'oficina',
  'mail',
  'email',
  'post',
  'posta',
  'sales',
  'satis',
  'vertrieb',
  'verkauf',
  'ventas',
  'comercial',
  'support',
  'destek',
  'help',
  'yardim',
  'service',
  'servis',
  'kundenservice',
  'customerservice',
  'muhasebe',
  'accounting',
  'accounts',
  'buchhaltung',
  'billing',
  'fatura',
  'invoice',
  'invoices',
  'randevu',
  'termin',
  'termine',
  'cita',
  'citas',
  'reservations',
  'reservation',
  'reservierung',
  'reservas',
  'reserva',
  'rezervasyon',
  'booking',
  'bookings',
  'reception',
  'resepsiyon',
  'rezeption',
  'recepcion',
  'admin',
  'administrator',
  'webmaster',
  'enquiries',
  'enquiry',
  'inquiries',
  'inquiry',
  'team',
  'marketing',
  'press',
  'presse',
  'pr',
  'media',
  'jobs',
  'job',
  'career',
  'careers',
  'kariyer',
  'ik',
  'hr',
  'bewerbung',
  'empleo',
  'orders',
  'order',
  'siparis',
  'bestellung',
  'pedidos',
  'shop',
  'store',
  'magaza',
  'general',
  'clinic',
  'klinik',
  'praxis',
  'kanzlei',
  'restaurant',
]);

/** info@, info2@, info.istanbul@, satis-ankara@: a role word, maybe with a branch or a number. */
export function isRoleAddress(email: string): boolean {
  const local = (email.split('@')[0] ?? '').toLowerCase();
  const head = /^([a-z]+)(?:\d+|[._-][a-z0-9]+)?$/.exec(local)?.[1];
  return head !== undefined && ROLE_LOCALS.has(head);
}

/** The host of a website given as a URL or a bare host name; null when there is none. */
function hostOf(website: string | null): string | null {
  const trimmed = (website ?? '').trim();
  if (trimmed === '') return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`)
      .hostname;
  } catch {
    return null;
  }
}

/**
 * Where an address lives. `website` is the business's own site (a URL or a host); null on a
 * host shared by many businesses (a platform), where no domain is the business's own.
 * Sub-domains and www. count as the site's own domain (mail.firma.com.tr, firma.com.tr).
 */
export function emailOrigin(email: string, website: string | null): EmailOrigin {
  const domain = (email.split('@')[1] ?? '').toLowerCase();
  const host = hostOf(website);
  if (host && domain !== '' && registrableDomain(domain) === registrableDomain(host)) {
    return 'own-domain';
  }
  return isWebmail(domain) ? 'webmail' : 'other-domain';
}

/** The labels of one address, its MX not looked up yet. */
export function labelEmail(email: string, website: string | null): CheckedEmail {
  const address = email.trim().toLowerCase();
  return {
    email: address,
    domain: address.split('@')[1] ?? '',
    origin: emailOrigin(address, website),
    role: isRoleAddress(address),
    mx: null,
  };
}

/** Looks up whether a domain has a mail server; see mx.ts. */
export type MxLookup = (domain: string) => Promise<MxAnswer>;

/**
 * Every address labelled, best first, without asking DNS: a webmail provider has its mail
 * servers, any other domain's stay unknown.
 */
export function labelEmails(emails: readonly string[], website: string | null): CheckedEmail[] {
  return rankEmails(
    emails.map((email) => {
      const label = labelEmail(email, website);
      return label.origin === 'webmail' ? { ...label, mx: true } : label;
    }),
  );
}

/** The domains whose mail servers `checkEmails` asks `lookup` for. */
export function domainsToLookUp(emails: readonly string[]): string[] {
  const domains = emails.map((email) => (email.split('@')[1] ?? '').toLowerCase());
  return [...new Set(domains.filter((domain) => domain !== '' && !isWebmail(domain)))];
}

/** Every address labelled and its domain's MX looked up, best first. */
export async function checkEmails(
  emails: readonly string[],
  website: string | null,
  lookup: MxLookup,
): Promise<CheckedEmail[]> {
  const checked = await Promise.all(
    labelEmails(emails, website).map(async (label) =>
      label.mx !== null ? label : { ...label, mx: await lookup(label.domain).catch(() => null) },
    ),
  );
  return rankEmails(checked);
}

const ORIGIN_RANK: Record<EmailOrigin, number> = {
  'own-domain': 0,
  webmail: 1,
  'other-domain': 2,
};
const MX_RANK = (mx: MxAnswer) => (mx === true ? 0 : mx === null ? 1 : 2);

/**
 * Best first: an address whose domain has no mail server after every other (mail to it
 * bounces); then the site's own domain, webmail, another domain; a checked mail server
 * before an unknown one; a person's address before a role address. Ties keep their order
 * (the crawler's: the most shown first).
 */
export function rankEmails(checked: readonly CheckedEmail[]): CheckedEmail[] {
  return checked
    .map((email, index) => ({ email, index }))
    .sort(
      (a, b) =>
        Number(a.email.mx === false) - Number(b.email.mx === false) ||
        ORIGIN_RANK[a.email.origin] - ORIGIN_RANK[b.email.origin] ||
        MX_RANK(a.email.mx) - MX_RANK(b.email.mx) ||
        Number(a.email.role) - Number(b.email.role) ||
        a.index - b.index,
    )
    .map(({ email }) => email);
}

/** The "Email Status" of a business: its first (best) address's MX, in words; '' without one. */
export function emailStatus(first: CheckedEmail | undefined): EmailStatus | '' {
  if (!first) return '';
  if (first.mx === true) return EMAIL_STATUS.verified;
  return first.mx === false ? EMAIL_STATUS.noMailServer : EMAIL_STATUS.unchecked;
}
