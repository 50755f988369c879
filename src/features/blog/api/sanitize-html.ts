import purify, { type Config } from 'dompurify';

/**
 * Post HTML is trusted to be formatted, never to run. DOMPurify's defaults already drop
 * <script>, event-handler attributes, javascript: URLs and <iframe> (with its srcdoc);
 * on top of that: no inline styles (overlays that mimic the page), no forms, and links
 * that open a new tab cannot reach back into this page.
 */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame'],
  FORBID_ATTR: ['style', 'srcdoc'],
  ALLOW_DATA_ATTR: false,
  // Authors may open a link in a new tab; the hook below keeps only _blank, with rel.
  ADD_ATTR: ['target'],
};

// DOMPurify is imported by the post page only, statically: its chunk downloads together with
// the page's, not after it (it was the last request before the post's text could render).
let hooked = false;

function sanitizer(): typeof purify {
  if (!hooked) {
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (!node.hasAttribute('target')) return;
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target'); // no _top/_parent/named frames
      }
    });
    hooked = true;
  }
  return purify;
}

export async function sanitizePostHtml(html: string): Promise<string> {
  return sanitizer().sanitize(html, SANITIZE_CONFIG);
}
