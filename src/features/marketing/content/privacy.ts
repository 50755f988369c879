import type { LegalDocument } from './legal-types';

/** The Privacy Policy: 12 numbered sections, including the minimum age of 13 (spec 2, 9). */
export function privacyDocument(supportEmail: string): LegalDocument {
  return {
    title: 'Privacy Policy',
    lastUpdated: '2026-11-20',
    intro: [
      'This Privacy Policy explains what personal data Prospectory ("we", "us") processes when you use our website and service, why, and what rights you have. It is written to meet the EU and UK General Data Protection Regulation (GDPR) and the Turkish Personal Data Protection Law No. 6698 (KVKK).',
    ],
    sections: [
      {
        title: 'Who We Are',
        body: [
          'Prospectory is the data controller for the personal data of our users described in this policy. For anything about your data, contact us at ' +
            supportEmail +
            '. We answer within 30 days, usually much sooner.',
        ],
      },
      {
        title: 'Data We Collect About You',
        body: [
          [
            'Account data: your email address, your password (stored only as a one-way hash) and the dates your account was created and updated.',
            'Subscription data: your plan, subscription status and end date, and the subscription and customer identifiers we receive from Paddle. We never receive your full card number.',
            'Usage data: the number of searches you run per day and when you last searched (to apply the Free plan limit), the lists you create and the businesses you save to them, and your email notification preference.',
            'Technical data: IP address, browser type and request logs kept by our hosting provider to operate and secure the Service.',
            'Messages: what you send us when you contact support.',
          ],
          'We do not use advertising trackers and we do not sell your personal data.',
        ],
      },
      {
        title: 'Business Data in Our Directory',
        body: [
          'The directory contains information that businesses publish about themselves: name, address, phone number, email address, Instagram account, website and public ratings. Where a business is run by an individual, such as a sole trader, some of this can be personal data. We process it on the basis of our legitimate interest, and that of our users, in business-to-business prospecting, limited to contact details published for business purposes.',
          'If you are a business owner and want your details corrected or removed, write to ' +
            supportEmail +
            ' and we will act within 30 days.',
        ],
      },
      {
        title: 'How We Use Your Data',
        body: [
          [
            'to create and secure your account and sign you in;',
            'to provide searches, lists and exports, and to apply your plan’s limits;',
            'to manage your subscription together with Paddle, and to keep billing records;',
            'to send service emails, such as password reset links and notices about your subscription or these policies;',
            'to send product news, only while your Email Notifications setting is on;',
            'to answer your support requests and to detect and prevent abuse.',
          ],
        ],
      },
      {
        title: 'Legal Bases',
        body: [
          'Under the GDPR we rely on: performance of our contract with you (Art. 6(1)(b)) for the account, searches, lists and subscription; legal obligations (Art. 6(1)(c)) for tax and accounting records; our legitimate interests (Art. 6(1)(f)) for security, abuse prevention and the business directory; and your consent (Art. 6(1)(a)) for optional email notifications, which you can withdraw at any time in Account & Billing.',
          'Under the KVKK we rely on the corresponding conditions of Article 5: that processing is necessary for the establishment or performance of a contract, for compliance with a legal obligation, or for our legitimate interests without harming your fundamental rights, and on your explicit consent where it is required.',
        ],
      },
      {
        title: 'Service Providers and International Transfers',
        body: [
          'We share personal data only with providers that help us run the Service, under contracts that require them to protect it:',
          [
            'Supabase, which hosts our database, authentication and server functions;',
            'Paddle.com Market Limited, our merchant of record, which processes payments, invoices and taxes as an independent controller under its own privacy notice;',
            'Google (Google Maps Platform), which provides location suggestions and public business information;',
            'our email delivery provider, which sends account and service emails.',
          ],
          'Some of these providers process data outside the European Economic Area or Türkiye. Where they do, transfers are protected by the European Commission’s Standard Contractual Clauses or another safeguard recognised by the GDPR, and by the standard contracts and notifications required by Article 9 of the KVKK.',
        ],
      },
      {
        title: 'Google Data',
        body: [
          'When you type a location, the text you enter and a random session token are sent to Google’s Places service to suggest matching places; no account data is sent with them. Business information obtained through Google Maps Platform is used only to show you search results and is handled according to Google’s terms, including its limits on storing such data. Google’s use of the data it receives is governed by the Google Privacy Policy.',
        ],
      },
      {
        title: 'Cookies and Local Storage',
        body: [
          'We do not use advertising or analytics cookies. Your browser’s local storage keeps your sign-in session and your preferred results view, and its session storage keeps your last search until you close the tab. These are strictly necessary for the Service and need no consent. During checkout, Paddle may set its own cookies, described in Paddle’s privacy notice.',
        ],
      },
      {
        title: 'Data Retention',
        body: [
          [
            'Account, usage and list data: for as long as your account exists, and deleted within 30 days after you delete your account.',
            'Billing records: for the period required by tax and commercial law (up to 10 years).',
            'Server logs: up to 30 days, unless needed longer to investigate a security incident.',
            'Support messages: up to 2 years after the request is closed.',
          ],
        ],
      },
      {
        title: 'Your Rights',
        body: [
          'Under the GDPR you have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to data portability (the Data Export feature in Account & Billing gives you your lists as files) and to withdraw consent at any time. You can also complain to the data protection authority where you live or work.',
          'Under Article 11 of the KVKK you have the right to learn whether your data is processed and to request information about it, to learn the purpose of processing and whether it is used accordingly, to know the third parties it is transferred to in Türkiye or abroad, to request correction or deletion and the notification of those changes to recipients, to object to a result against you arising exclusively from automated analysis, and to claim compensation for damage caused by unlawful processing. You may complain to the Personal Data Protection Board (KVKK Kurulu).',
          'To exercise any of these rights, write to ' +
            supportEmail +
            ' from the email address of your account.',
        ],
      },
      {
        title: 'Children',
        body: [
          'The Service is intended for professionals and is not directed at children. You must be at least 13 years old to create an account or use the Service. We do not knowingly collect personal data from children under 13; if we learn that we have, we delete it. If you believe a child under 13 has given us personal data, please contact us.',
        ],
      },
      {
        title: 'Security, Changes and Contact',
        body: [
          'We protect your data with encrypted connections (HTTPS), hashed passwords, database rules that let each user reach only their own data, and restricted access for our staff. No system is perfectly secure; if a breach affects your data, we will notify you and the authorities as the law requires.',
          'We may update this policy. We will tell you about material changes by email or in the Service before they take effect. Questions or requests: ' +
            supportEmail +
            '.',
        ],
      },
    ],
  };
}
