// Every word the contact checks show (issue 20 items 4 and 5), in one place: the search
// answer's "Email Status" values and the plain-words tooltips the results' badges will use.
// We look up the domain's mail server (MX); we never send mail or probe a mailbox, so no
// text promises that the mailbox itself exists. It imports nothing: the app takes it as it
// is through the `@contacts` alias, as it takes product-rules.ts through `@rules`.

/**
 * The keys the search answer adds after the spec's eight (issue 20 item 6), in this order;
 * every value a string, "" when absent, as the spec's own fields are.
 */
export const ANSWER_CONTACT_KEYS = [
  'Facebook',
  'LinkedIn',
  'TikTok',
  'X',
  'YouTube',
  'WhatsApp',
  'Phone (International)',
  'Phone Type',
  'Email Status',
  'Place ID',
] as const;
export type AnswerContactKey = (typeof ANSWER_CONTACT_KEYS)[number];

/** The "Email Status" values, for the first (best) address of a business. */
export const EMAIL_STATUS = {
  verified: 'verified domain',
  noMailServer: 'no mail server',
  unchecked: 'unchecked',
} as const;
export type EmailStatus = (typeof EMAIL_STATUS)[keyof typeof EMAIL_STATUS];

/** The tooltip of each "Email Status" value. */
export const EMAIL_STATUS_TOOLTIPS: Readonly<Record<EmailStatus, string>> = {
  'verified domain':
    "This address's domain has a mail server, so e-mail to it can be delivered. We did not write to the mailbox itself.",
  'no mail server':
    "This address's domain has no mail server. E-mail to it will most likely bounce.",
  unchecked: "We could not check this address's domain in time. It may still work.",
};

/** Badges of an address: where it lives, and whether it is a shared inbox. */
export const EMAIL_ORIGIN_BADGES = {
  'own-domain': {
    label: 'Own domain',
    tooltip: "On the business's own website domain.",
  },
  webmail: {
    label: 'Webmail',
    tooltip: 'A free mailbox such as Gmail, Outlook or Yandex. Often read by the owner.',
  },
  'other-domain': {
    label: 'Other domain',
    tooltip: "On a domain other than the business's website.",
  },
} as const;

export const ROLE_BADGE = {
  label: 'Shared inbox',
  tooltip: 'A general address such as info@ or sales@, read by whoever looks after it.',
} as const;

/** The phone types that may be a mobile line: the ones a WhatsApp link is offered for. */
export const MOBILE_PHONE_TYPES: readonly string[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE'];

/** libphonenumber-js's phone types in plain words. */
export const PHONE_TYPE_LABELS = {
  MOBILE: 'Mobile',
  FIXED_LINE: 'Landline',
  FIXED_LINE_OR_MOBILE: 'Landline or mobile',
  UAN: 'Company number',
  VOIP: 'Internet phone',
  TOLL_FREE: 'Toll-free',
  SHARED_COST: 'Shared cost',
  PREMIUM_RATE: 'Premium rate',
  PERSONAL_NUMBER: 'Personal number',
  PAGER: 'Pager',
  VOICEMAIL: 'Voicemail',
} as const;
