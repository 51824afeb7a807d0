import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
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
});
