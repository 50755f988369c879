import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * Puts the entry stylesheet into index.html as a <style> element. The app's one stylesheet
 * (Tailwind, 8 KB gzip) is needed by every page's first paint; as a <link> it was a
 * render-blocking request of its own (Lighthouse: "Eliminate render-blocking resources",
 * about 150 ms on a mobile connection). Its hash is allowed by the Content-Security-Policy
 * (content-security-policy.ts reads the built index.html).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'prospectory-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          delete bundle[fileName];
          // Lazy pages that import from the entry chunk would otherwise list its stylesheet
          // among their preload dependencies (Vite's import analysis runs after this hook)
          // and request the deleted file.
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk') chunk.viteMetadata?.importedCss.delete(fileName);
          }
          // `</style` cannot occur in CSS Vite minified, except inside a string.
          return `<style>${String(asset.source).replace(/<\/style/gi, '\\3c /style')}</style>`;
        });
      },
    },
  };
}
