// THE plan definition (spec sections 1, 6 and 9), shared by the landing, pricing and account
// pages. Prices, limits and feature lists change here and nowhere else.

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

export const FREE_DAILY_SEARCH_LIMIT = 3;
export const FREE_MAX_RESULTS = 20;
export const FREE_VISIBLE_RESULTS = 10;
export const RESULT_COUNT_OPTIONS = [20, 40, 60, 100] as const;
export const DEFAULT_RESULT_COUNT = 20;

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
      '3 searches per day',
      'Up to 20 results per search',
      'First 10 results visible',
      'Basic business information',
    ],
    dailySearchLimit: FREE_DAILY_SEARCH_LIMIT,
    maxResultsPerSearch: FREE_MAX_RESULTS,
    visibleResults: FREE_VISIBLE_RESULTS,
    resultCounts: [20],
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
      'Up to 100 results per search',
      'Full result visibility',
      'Advanced filters (email, phone, Instagram)',
      'Custom lists',
      'Excel export',
      'Data export of all lists',
    ],
    dailySearchLimit: null,
    maxResultsPerSearch: 100,
    visibleResults: null,
    resultCounts: RESULT_COUNT_OPTIONS,
  },
};

export const planList: readonly PlanDefinition[] = [plans.free, plans.pro];

/** Features Free lacks, shown crossed out on plan cards. */
export const freeMissingFeatures: readonly string[] = [
  'No advanced filters',
  'No custom lists',
  'No Excel export',
];
