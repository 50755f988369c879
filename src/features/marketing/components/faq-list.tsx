import type { FaqItem } from '../content/faq';

/** Questions and answers, always visible (search engines want the FAQ on the page itself). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <dl className="divide-y divide-neutral-200">
      {items.map((item) => (
        <div key={item.question} className="py-6">
          <dt className="text-base font-semibold text-neutral-900">{item.question}</dt>
          <dd className="mt-2 text-base leading-7 text-neutral-700">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/** schema.org FAQPage structured data for the same questions. */
export function faqPageJsonLd(items: readonly FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
