import type { Plugin } from 'vite';

/**
 * `<link rel="preconnect">` to the Supabase API in index.html: the blog's first request
 * (and supabase-js's, for signed-in visitors) then skips the connection set-up. The
 * origin is the build's VITE_SUPABASE_URL (the app's own default when unset).
 */
export function supabasePreconnect(): Plugin {
  let origin = 'http://127.0.0.1:54321';
  return {
    name: 'prospectory-supabase-preconnect',
    configResolved(config) {
      const url = (process.env.VITE_SUPABASE_URL ?? config.env.VITE_SUPABASE_URL ?? '').trim();
      if (url) origin = new URL(url).origin;
    },
    transformIndexHtml() {
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
