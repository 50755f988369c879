// THE plan definition (spec sections 1, 6 and 9), shared by the landing, pricing and account
// pages. Prices and feature lists change here and nowhere else; the limits come from the
// rules the app shares with the edge functions (@rules), and the texts state them from there.
import {
  FREE_DAILY_SEARCHES,
  FREE_RESULT_COUNT,
  FREE_VISIBLE_RESULTS,
  PRO_MAX_RESULTS,
  PRO_RESULT_COUNTS,
} from '@rules';

export type PlanId = 'free' | 'pro';

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Monthly price in whole euros. */
  priceEur: number;
  priceLabel: string;
  period: string;
  billingNote: string;
  description: string;
  features: readonly string[];
  /** Searches per UTC day; null means unlimited. */
  dailySearchLimit: number | null;
  maxResultsPerSearch: number;
  /** Results shown unblurred; null means all. */
  visibleResults: number | null;
  resultCounts: readonly number[];
}

export const plans: Record<PlanId, PlanDefinition> = {
  free: {
    id: 'free',
    name: 'Free',
    priceEur: 0,
    priceLabel: '€0',
    period: '/month',
    billingNote: 'Free forever',
    description: 'Try Prospectory with a few searches a day.',
    features: [
      `${FREE_DAILY_SEARCHES} searches per day`,
      `Up to ${FREE_RESULT_COUNT} results per search`,
      `First ${FREE_VISIBLE_RESULTS} results visible`,
      'Basic business information',
    ],
    dailySearchLimit: FREE_DAILY_SEARCHES,
    maxResultsPerSearch: FREE_RESULT_COUNT,
    visibleResults: FREE_VISIBLE_RESULTS,
    resultCounts: [FREE_RESULT_COUNT],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceEur: 29,
    priceLabel: '€29',
    period: '/month',
    billingNote: 'Billed monthly, renews automatically',
    description: 'Everything you need to prospect at full speed.',
    features: [
      'Unlimited searches',
      `Up to ${PRO_MAX_RESULTS} results per search`,
      'Full result visibility',
      'Advanced filters (email, phone, Instagram)',
      'Custom lists',
      'Excel export',
      'Data export of all lists',
    ],
    dailySearchLimit: null,
    maxResultsPerSearch: PRO_MAX_RESULTS,
    visibleResults: null,
    resultCounts: PRO_RESULT_COUNTS,
  },
};

export const planList: readonly PlanDefinition[] = [plans.free, plans.pro];

/** Features Free lacks, shown crossed out on plan cards. */
export const freeMissingFeatures: readonly string[] = [
  'No advanced filters',
  'No custom lists',
  'No Excel export',
];
