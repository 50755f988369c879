import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { supabasePreconnect } from './scripts/build/preconnect.ts';
import { seoFiles } from './scripts/build/seo-files.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), seoFiles(), supabasePreconnect()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 4173, strictPort: true },
});
