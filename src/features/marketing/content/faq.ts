import { FREE_DAILY_SEARCHES, FREE_RESULT_COUNT, FREE_VISIBLE_RESULTS } from '@rules';
import { plans } from '@/config/plans';

export interface FaqItem {
  question: string;
  answer: string;
}

const pro = plans.pro;

/** The landing page's four questions (spec 1), also published as FAQPage structured data. */
export const landingFaq: readonly FaqItem[] = [
  {
    question: 'What is Prospectory?',
    answer:
      'Prospectory is a business directory for sales teams and marketers. Search local businesses by location and business type and get their address, phone, email, Instagram, website and Google rating in one place.',
  },
  {
    question: 'Is there a free plan?',
    answer: `Yes. The Free plan costs nothing and includes ${FREE_DAILY_SEARCHES} searches per day with up to ${FREE_RESULT_COUNT} results per search, of which the first ${FREE_VISIBLE_RESULTS} are visible. No credit card is needed to sign up.`,
  },
  {
    question: 'What does the Pro plan include?',
    answer: `Pro costs ${pro.priceLabel} per month, billed monthly. It gives you unlimited searches, all results, advanced filters for email, phone and Instagram, custom lists and Excel export.`,
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from Account & Billing whenever you like. You keep Pro access until the end of the period you have paid for, then your account moves to the Free plan.',
  },
];

/** The pricing page's three questions (spec 2): changing plans, downgrade, data accuracy. */
export const pricingFaq: readonly FaqItem[] = [
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. Upgrade to Pro from this page at any time; your Pro features are available as soon as the payment is confirmed. To go back to Free, cancel your subscription in Account & Billing: you keep Pro until the end of the current billing period.',
  },
  {
    question: 'What happens to my data if I downgrade?',
    answer:
      'Nothing is deleted. Your lists and the businesses in them stay in your account, but creating, editing and exporting lists are Pro features, so they are locked until you upgrade again. Export your lists before your Pro period ends if you want a copy.',
  },
  {
    question: 'How accurate is the business data?',
    answer:
      'Business details come from public sources such as business listings and the businesses’ own websites, and are refreshed regularly. Details can change, so we recommend checking important contacts before a large campaign; a dash means a detail is not available.',
  },
];
