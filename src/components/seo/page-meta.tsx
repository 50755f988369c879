import { env } from '@/config/env';

export interface PageMetaProps {
  title: string;
  description?: string;
  /** Canonical path (e.g. "/pricing"); omitted for pages that are not indexed. */
  path?: string;
  /** Spec: /auth, /dashboard, /account and list pages are not indexed. */
  noindex?: boolean;
  /** Open Graph type: "website" (default) or "article" (blog posts). */
  type?: 'website' | 'article';
  /** Absolute or site-relative image for the Open Graph and Twitter cards. */
  image?: string;
  /** Article times for `article:published_time` / `article:modified_time`. */
  article?: { publishedTime?: string | null; modifiedTime?: string | null };
  /** Structured data (schema.org objects), each emitted as one JSON-LD script. */
  jsonLd?: object | readonly object[];
}

export const SITE_NAME = 'Prospectory';
/** The default social card (public/og-image.png, 1200x630). */
export const DEFAULT_SOCIAL_IMAGE = '/og-image.png';

// "| Prospectory" at the end of a title, in any case and spacing.
const SITE_SUFFIX = new RegExp(`\\|\\s*${SITE_NAME}\\s*$`, 'i');

/**
 * The document title: the page title followed by "| Prospectory", added once. A title that
 * already ends with it (a blog post's meta_title often does) or is the site name itself is
 * kept as it is, whatever its case.
 */
export function documentTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.toLowerCase() === SITE_NAME.toLowerCase() || SITE_SUFFIX.test(trimmed)) {
    return trimmed;
  }
  return `${trimmed} | ${SITE_NAME}`;
}

/** Absolute URL on the site for a site-relative path; absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${env.siteUrl}${pathOrUrl}`;
}

/**
 * JSON for an inline <script>: `<`, `>`, `&` and the JS line separators are escaped so
 * a value from the database (a post title) can never close the script element.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Title, description, canonical and robots for one page; for indexed pages also the Open
 * Graph and Twitter card tags and any structured data. React 19 hoists <title>, <meta> and
 * <link> into <head> itself, so no helmet library is needed (it cost the landing page
 * ~7 KB gzip of initial JavaScript); the JSON-LD scripts stay in place, which search
 * engines accept anywhere in the document.
 */
export function PageMeta({
  title,
  description,
  path,
  noindex = false,
  type = 'website',
  image = DEFAULT_SOCIAL_IMAGE,
  article,
  jsonLd,
}: PageMetaProps) {
  const fullTitle = documentTitle(title);
  const social = Boolean(path) && !noindex;
  const url = path ? absoluteUrl(path) : undefined;
  const imageUrl = absoluteUrl(image);
  const structured = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {url && !noindex && <link rel="canonical" href={url} />}
      {social && <meta property="og:site_name" content={SITE_NAME} />}
      {social && <meta property="og:type" content={type} />}
      {social && <meta property="og:title" content={fullTitle} />}
      {social && description && <meta property="og:description" content={description} />}
      {social && url && <meta property="og:url" content={url} />}
      {social && <meta property="og:image" content={imageUrl} />}
      {social && article?.publishedTime && (
        <meta property="article:published_time" content={article.publishedTime} />
      )}
      {social && article?.modifiedTime && (
        <meta property="article:modified_time" content={article.modifiedTime} />
      )}
      {social && <meta name="twitter:card" content="summary_large_image" />}
      {social && <meta name="twitter:title" content={fullTitle} />}
      {social && description && <meta name="twitter:description" content={description} />}
      {social && <meta name="twitter:image" content={imageUrl} />}
      {structured.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Escaped by serializeJsonLd: a value can never close the script element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
