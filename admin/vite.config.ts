import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const adminRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/admin', import.meta.url));

// The admin is served by the server under /admin (DESIGN "Shape"); its build sits in dist/admin.
export default defineConfig({
  root: adminRoot,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // The post editor (tiptap, ProseMirror): loaded with the blog post form, not with the admin. Below
            // react and mui, which would otherwise be pulled in with it as its dependencies.
            {
              name: 'editor',
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
              priority: 15,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 30 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis)[\\/]/, priority: 20 },
            { name: 'react-admin', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
