import type { Plugin } from 'vite';
import { buildEnv } from './build-env.ts';

/**
 * `<link rel="preconnect">` to the Supabase API in index.html: the blog's first request
 * (and supabase-js's, for signed-in visitors) then skips the connection set-up. The
 * origin is the build's VITE_SUPABASE_URL, read as the app reads it.
 */
export function supabasePreconnect(): Plugin {
  let origin = '';
  return {
    name: 'prospectory-supabase-preconnect',
    configResolved(config) {
      origin = new URL(buildEnv(config).supabaseUrl).origin;
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
