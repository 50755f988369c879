import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer } from '@/components/ui/page-header';
import { formatLongDate } from '@/lib/format';
import type { LegalDocument as LegalDocumentContent } from '../content/legal-types';

/** A legal page: title, last-updated date, an introduction and numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <PageContainer>
      <article className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
          {document.title}
        </h1>
        <p className="mt-2 text-sm text-neutral-600">
          Last updated:{' '}
          <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated)}</time>
        </p>
        {document.intro.map((paragraph) => (
          <p key={paragraph} className="mt-6 text-base leading-7 text-neutral-700">
            {paragraph}
          </p>
        ))}
        {document.sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`section-${index + 1}`} className="mt-10">
            <h2 id={`section-${index + 1}`} className="text-xl font-semibold text-neutral-900">
              {index + 1}. {section.title}
            </h2>
            {section.body.map((block, blockIndex) =>
              typeof block === 'string' ? (
                <p key={blockIndex} className="mt-4 text-base leading-7 text-neutral-700">
                  {block}
                </p>
              ) : (
                <ul
                  key={blockIndex}
                  className="mt-4 list-disc space-y-2 pl-6 text-base leading-7 text-neutral-700"
                >
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </article>
    </PageContainer>
  );
}

/** A legal page: its meta (title, description, canonical path) and the document. */
export function LegalPage({
  title,
  description,
  path,
  document,
}: {
  title: string;
  description: string;
  path: string;
  document: LegalDocumentContent;
}) {
  return (
    <>
      <PageMeta title={title} description={description} path={path} />
      <LegalDocument document={document} />
    </>
  );
}
