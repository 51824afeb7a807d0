import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  publicDir: 'public',
  resolve: {
    // react-router's package exports point at its development build; production builds use its
    // production build (no dev warnings, smaller), on the server and in the browser alike
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') }]
        : [],
  },
  build: {
    target: 'es2022',
    manifest: true,
    outDir: 'dist/client',
    emptyOutDir: true,
    rollupOptions: { input: 'client/entry-client.tsx' },
  },
  ssr: {
    // bundled into the server entry so production needs no client source
    noExternal: ['react-hot-toast', 'goober'],
  },
}));
