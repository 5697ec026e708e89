import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

/** The API server's default address; the dev server forwards API, sign-in and interaction paths to it. */
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  // `@/lib/…`, `@/features/<name>/public.ts`: imports that read the same from any depth (tsconfig.json `paths`).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiServer,
      '/oidc': apiServer,
      '/interaction': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest names each chunk's static imports: the delivery test sums the first screen from it.
    manifest: true,
    // Routes load their screens on demand (React Router `lazy`); React itself changes least and gets its own chunk.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // Screen tests render MUI screens through lazily loaded routes in jsdom: seconds each on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
