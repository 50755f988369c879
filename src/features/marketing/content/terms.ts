import {
  FREE_DAILY_SEARCHES,
  FREE_RESULT_COUNT,
  FREE_VISIBLE_RESULTS,
  PRO_MAX_RESULTS,
} from '@rules';
import { plans } from '@/config/plans';
import type { LegalDocument } from './legal-types';

/** The Terms and Conditions: 12 numbered sections (spec 2). */
export function termsDocument(supportEmail: string): LegalDocument {
  return {
    title: 'Terms and Conditions',
    lastUpdated: '2026-11-20',
    intro: [
      'These Terms and Conditions ("Terms") govern your use of Prospectory, the business directory and lead-generation service available on this website ("Prospectory", "the Service", "we", "us"). Please read them carefully: by creating an account or using the Service you agree to them.',
    ],
    sections: [
      {
        title: 'Acceptance of these Terms',
        body: [
          'By signing up, signing in or otherwise using the Service you confirm that you have read and accept these Terms and our Privacy Policy. If you use the Service on behalf of a company or other organisation, you accept these Terms on its behalf and confirm that you are authorised to do so.',
          'If you do not agree to these Terms, do not use the Service.',
        ],
      },
      {
        title: 'The Service',
        body: [
          'Prospectory lets you search local businesses by location and business type and shows, where available, each business’s name, address, phone number, email address, Instagram account, website, Google rating and number of ratings. Depending on your plan you can filter results, save businesses to lists and export them to Excel files.',
          'We may improve, change or discontinue features of the Service. When a change materially reduces what a paid plan includes, we will tell you in advance by email or in the Service.',
        ],
      },
      {
        title: 'Accounts and Eligibility',
        body: [
          'You need an account to search the directory. You must be at least 13 years old to create an account, and you must be legally able to enter into a binding contract (or have the consent of a parent or guardian) to buy a subscription. The Service is intended for professional use.',
          'Give us accurate information, keep your password confidential and do not share your account. You are responsible for everything done through your account. Tell us at once at ' +
            supportEmail +
            ' if you believe someone else has accessed it.',
        ],
      },
      {
        title: 'Plans and Limits',
        body: [
          `The Free plan costs ${plans.free.priceLabel} and includes ${FREE_DAILY_SEARCHES} searches per day (counted per calendar day in UTC), up to ${FREE_RESULT_COUNT} results per search, of which the first ${FREE_VISIBLE_RESULTS} are visible, and basic business information. Advanced filters, custom lists and Excel export are not included.`,
          `The ${plans.pro.name} plan costs ${plans.pro.priceLabel} per month and includes unlimited searches, up to ${PRO_MAX_RESULTS} results per search, full result visibility, advanced filters, custom lists, Excel export and the export of all your lists.`,
          '"Unlimited" means no fixed daily quota for ordinary use by one person. Automated querying, scripted access or use that degrades the Service for others is not ordinary use, and we may rate-limit it.',
        ],
      },
      {
        title: 'Payments and Billing',
        body: [
          'Payments are processed by Paddle.com Market Limited ("Paddle"), which acts as the merchant of record for all orders. When you subscribe, you buy the subscription from Paddle, and Paddle’s Buyer Terms apply to the purchase in addition to these Terms. Paddle handles payment details, invoicing and the applicable sales tax or VAT; we never see or store your full card number.',
          `The ${plans.pro.name} plan is billed monthly in advance and renews automatically at the end of each billing period until you cancel it. Prices are shown in euros; taxes may be added at checkout depending on where you are. We will give you at least 30 days’ notice of a price change, which applies from your next billing period after the notice.`,
        ],
      },
      {
        title: 'Cancellation and Refunds',
        body: [
          'You can cancel your subscription at any time from Account & Billing. After cancelling you keep Pro access until the end of the period you have already paid for; your account then moves to the Free plan automatically. You can reactivate Pro from the pricing page.',
          'If you are a consumer in the European Union, the United Kingdom or Türkiye, you have a statutory right to withdraw from a purchase within 14 days. Because Pro gives you immediate access to digital content and services, you ask us to start at once when you subscribe and you acknowledge that the right of withdrawal ends once the Service has been fully provided. Refund requests are handled by Paddle under its refund policy; write to us if you need help.',
        ],
      },
      {
        title: 'Acceptable Use',
        body: [
          'You agree not to:',
          [
            'send unsolicited commercial messages in breach of applicable law, including the GDPR and ePrivacy rules, the CAN-SPAM Act, and Turkish Law No. 6563 on electronic commerce and its commercial message rules;',
            'use the Service to harass, defraud or discriminate against anyone, or for any unlawful purpose;',
            'resell, sublicense, publish or redistribute the directory data, or use it to build a competing database or service;',
            'scrape, crawl or access the Service by automated means other than the features we provide;',
            'probe, disrupt or overload the Service, bypass its limits or security, or access another user’s data.',
          ],
          'We may suspend access that breaks these rules (see section 11).',
        ],
      },
      {
        title: 'Business Data and Your Responsibilities',
        body: [
          'The business information in the directory is compiled from publicly available sources, such as business listings and the businesses’ own websites. We work to keep it current, but businesses change and we do not guarantee that any detail is complete, accurate or up to date.',
          'When you contact businesses found through the Service, you decide how their data is used and you are responsible for doing so lawfully, including having a legal basis for your outreach, honouring opt-outs and respecting any registry of people who do not wish to be contacted.',
        ],
      },
      {
        title: 'Intellectual Property',
        body: [
          'The Service, its software, design, texts and the compilation of the directory belong to us or our licensors. We grant you a personal, non-exclusive, non-transferable right to use the Service and, on the Pro plan, to export data for your own internal prospecting during your subscription.',
          'Lists you create and notes you add remain yours. You give us the right to store and process them only to provide the Service to you.',
        ],
      },
      {
        title: 'Disclaimers and Limitation of Liability',
        body: [
          'The Service is provided "as is" and "as available". To the extent permitted by law, we give no warranty that it will be uninterrupted or error-free or that its data will meet your needs.',
          'To the extent permitted by law, we are not liable for indirect or consequential losses, lost profits or lost data, and our total liability for any claim relating to the Service is limited to the amounts you paid for it in the 12 months before the claim. Nothing in these Terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, for fraud, or your statutory rights as a consumer.',
        ],
      },
      {
        title: 'Suspension and Termination',
        body: [
          'You may stop using the Service and ask us to delete your account at any time by writing to ' +
            supportEmail +
            '. Export your lists first if you want to keep them.',
          'We may suspend or close an account that seriously or repeatedly breaks these Terms, or where the law requires us to. Unless the breach or the law prevents it, we will tell you first and give you the chance to export your data. If we close a paid account without cause, we will refund the unused part of the current period.',
        ],
      },
      {
        title: 'Changes, Governing Law and Contact',
        body: [
          'We may update these Terms. We will notify you of material changes by email or in the Service at least 30 days before they take effect; continuing to use the Service after that date means you accept the new Terms. If you do not agree, you can cancel before the change applies.',
          'These Terms are governed by the laws of the Republic of Türkiye, without prejudice to the mandatory consumer protection rules of the country where you live. Courts and enforcement offices of Istanbul have jurisdiction, except where consumer law gives you the right to bring a claim in your home country.',
          'Questions about these Terms? Write to us at ' + supportEmail + '.',
        ],
      },
    ],
  };
}
