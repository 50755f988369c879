import { Helmet } from 'react-helmet-async';
import { env } from '@/config/env';

export interface PageMetaProps {
  title: string;
  description?: string;
  /** Canonical path (e.g. "/pricing"); omitted for pages that are not indexed. */
  path?: string;
  /** Spec: /auth, /dashboard, /account and list pages are not indexed. */
  noindex?: boolean;
}

const SITE_NAME = 'Prospectory';

/** Title, description, canonical and robots for one page. */
export function PageMeta({ title, description, path, noindex = false }: PageMetaProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {path && !noindex && <link rel="canonical" href={`${env.siteUrl}${path}`} />}
    </Helmet>
  );
}
