import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

// The server builds the site into a new folder on every publish and switches to it atomically, so the
// output folder and the content-layer cache come from the environment: two builds must never share a
// cache, or one could serve the other's snapshot (DESIGN "How data flows", step 4).
const env = process.env;

function withoutTrailingSlash(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname.length > 1) parsed.pathname = parsed.pathname.replace(/\/+$/, '');
  return parsed.href;
}

export default defineConfig({
  site: env.PUBLIC_URL || 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  ...(env.RETRATO_SITE_OUT ? { outDir: env.RETRATO_SITE_OUT } : {}),
  ...(env.RETRATO_BUILD_CACHE ? { cacheDir: env.RETRATO_BUILD_CACHE } : {}),
  // Pages are linked and canonical without a trailing slash (/portfolio, /contato): the sitemap agrees.
  integrations: [react(), sitemap({
      // The form's result pages are noindex: keep them out of the sitemap too.
      filter: (page) => !/\/contato\/(obrigado|erro)\/?$/.test(page),
      serialize: (item) => ({ ...item, url: withoutTrailingSlash(item.url) }),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
