import type { ReactNode } from 'react';
import { PageMeta } from '@/components/seo/page-meta';

/** The page's one h1, with an optional subtitle and actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-neutral-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-neutral-600">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** The page container: max 1200 px (ui.md). */
export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`max-w-page mx-auto w-full px-4 py-8 sm:px-6 lg:px-8 ${className ?? ''}`}>
      {children}
    </div>
  );
}

/**
 * A page of the app (search engines skip it): the container, the document title and the
 * header's h1 from one title, then the page's content.
 */
export function AppPage({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <PageMeta title={title} noindex />
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </PageContainer>
  );
}
