// The parity test of the plan's limits (issue 19 item 3): every text a person reads that
// states a limit says the number of @rules (supabase/functions/_shared/product-rules.ts),
// and no shipped source types such a number by hand. supabase/tests/free-limit-copy.test.ts
// checks the other side: FREE_DAILY_SEARCHES is what the database enforces.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESULT_COUNT,
  FREE_DAILY_SEARCHES,
  FREE_RESULT_COUNT,
  FREE_VISIBLE_RESULTS,
  PRO_MAX_RESULTS,
  PRO_RESULT_COUNTS,
  searchMessages,
} from '@rules';
import { UpgradeCard } from '@/components/results/upgrade-card';
import { plans } from '@/config/plans';
import { searchUsageLabel } from '@/domain/search-quota';
import { SIGN_UP_SUBTITLE } from '@/features/auth/pages/auth-page';
import { HelpPage } from '@/features/help/pages/help-page';
import { landingFaq } from '@/features/marketing/content/faq';
import { termsDocument } from '@/features/marketing/content/terms';
import { PRICING_DESCRIPTION } from '@/features/marketing/pages/pricing-page';

const numbersIn = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);

function textOf(pattern: RegExp): string {
  return screen.getByText(pattern).textContent ?? '';
}

function terms(title: string): string {
  const section = termsDocument('support@example.com').sections.find((s) => s.title === title);
  return (section?.body ?? []).flat().join(' ');
}

function faqAnswer(question: string): string {
  return landingFaq.find((item) => item.question === question)?.answer ?? '';
}

describe('every text that states a limit says the number of @rules', () => {
  // [where, the text, the numbers it must state, in order]
  const texts = (): [string, string, number[]][] => [
    ['free plan card: searches', plans.free.features[0]!, [FREE_DAILY_SEARCHES]],
    ['free plan card: results', plans.free.features[1]!, [FREE_RESULT_COUNT]],
    ['free plan card: visible', plans.free.features[2]!, [FREE_VISIBLE_RESULTS]],
    ['pro plan card: results', plans.pro.features[1]!, [PRO_MAX_RESULTS]],
    ['sign-up subtitle', SIGN_UP_SUBTITLE, [FREE_DAILY_SEARCHES]],
    ['pricing description', PRICING_DESCRIPTION, [FREE_DAILY_SEARCHES, plans.pro.priceEur]],
    [
      'FAQ: free plan',
      faqAnswer('Is there a free plan?'),
      [FREE_DAILY_SEARCHES, FREE_RESULT_COUNT, FREE_VISIBLE_RESULTS],
    ],
    [
      'terms: plans and limits',
      terms('Plans and Limits'),
      [
        plans.free.priceEur,
        FREE_DAILY_SEARCHES,
        FREE_RESULT_COUNT,
        FREE_VISIBLE_RESULTS,
        plans.pro.priceEur,
        PRO_MAX_RESULTS,
      ],
    ],
    ['dashboard badge', searchUsageLabel(0, FREE_DAILY_SEARCHES), [0, FREE_DAILY_SEARCHES]],
    ['search function: Pro counts', searchMessages.proResultCount, [...PRO_RESULT_COUNTS]],
  ];

  it.each(texts().map(([where, text, numbers]) => ({ where, text, numbers })))(
    '$where: "$text"',
    ({ text, numbers }) => {
      expect(numbersIn(text)).toEqual(numbers);
    },
  );

  it('the upgrade card over the blurred results', () => {
    render(
      <MemoryRouter>
        <UpgradeCard hiddenCount={0} />
      </MemoryRouter>,
    );
    expect(numbersIn(textOf(/The Free plan shows the first/))).toEqual([FREE_VISIBLE_RESULTS]);
  });

  it('the help page', () => {
    render(
      <MemoryRouter>
        <HelpPage />
      </MemoryRouter>,
    );
    expect(numbersIn(textOf(/Choose how many results you want/))).toEqual([
      ...PRO_RESULT_COUNTS,
      FREE_RESULT_COUNT,
    ]);
    expect(numbersIn(textOf(/On the Free plan you can run/))).toEqual([
      FREE_DAILY_SEARCHES,
      FREE_VISIBLE_RESULTS,
    ]);
  });

  it('the numbers are the spec’s (section 9)', () => {
    expect(FREE_DAILY_SEARCHES).toBe(3);
    expect([FREE_RESULT_COUNT, FREE_VISIBLE_RESULTS]).toEqual([20, 10]);
    expect([...PRO_RESULT_COUNTS]).toEqual([20, 40, 60, 100]);
    expect([PRO_MAX_RESULTS, DEFAULT_RESULT_COUNT]).toEqual([100, 20]);
  });

  it('the messages both sides show are the spec’s, word for word (section 8)', () => {
    expect(searchMessages.dailyLimit).toBe(
      'Daily search limit reached. Upgrade to Pro for unlimited searches.',
    );
    expect(searchMessages.invalidSearch).toBe(
      'Please enter valid address or store type information.',
    );
    expect(searchMessages.proResultCount).toBe('Result count must be 20, 40, 60 or 100.');
  });
});

// Every shipped source of the app and the functions, and the page shell, as text.
const sources = {
  ...import.meta.glob(['/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob(['/supabase/functions/**/*.ts', '!**/*.test.ts', '!**/*.deno.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob('/index.html', { query: '?raw', import: 'default', eager: true }),
} as Record<string, string>;

/** A limit typed as digits: "3 searches", "20 results", "results 10-19", "get 20", "20, 40 or 60". */
const TYPED_LIMIT =
  /\b\d+\s+(?:searches|results)\b|\bresults\s+\d+|\bget\s+\d+\b|\b\d+(?:,\s*\d+)+,?\s+or\s+\d+\b/gi;

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');

/** The limits typed by hand in a source, with its path. */
function typedLimits(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([path, source]) =>
    [...withoutComments(source).matchAll(TYPED_LIMIT)].map((match) => `${path}: ${match[0]}`),
  );
}

describe('no limit is typed by hand', () => {
  it('reads the sources it scans', () => {
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining([
        '/src/config/plans.ts',
        '/src/features/auth/pages/auth-page.tsx',
        '/supabase/functions/_shared/search/request.ts',
        '/index.html',
      ]),
    );
  });

  it('finds a typed limit, and not one in a comment', () => {
    expect(
      typedLimits({
        'a.ts': "const a = 'Start free: 3 searches a day'; // the first 10 results",
        'b.tsx': '<li>Choose ({counts}; Free accounts get 20).</li> /* up to 100 results */',
        'c.ts': "message: 'Result count must be 20, 40, 60 or 100.'",
      }),
    ).toEqual(['a.ts: 3 searches', 'b.tsx: get 20', 'c.ts: 20, 40, 60 or 100']);
  });

  it('in the app, the functions and the page shell', () => {
    expect(typedLimits(sources)).toEqual([]);
  });
});
