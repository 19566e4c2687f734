import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prebuiltBrands } from './vite-plugins/prebuilt-brands.ts';

// The API server (apps/api) listens on 3000 and serves dist/ in production; in development Vite
// serves the app on 5173 and forwards every API prefix there, so the browser still sees one origin.
const apiTarget = 'http://localhost:3000';
const apiPrefixes = ['/service-', '/identity', '/identity-broker', '/ft', '/healthz'];

export default defineConfig({
  base: '/',
  plugins: [prebuiltBrands(), react()],
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  // The manifest tells scripts/prerender.mjs which chunks and stylesheets each route module needs (it deletes
  // the manifest afterwards, decision 045).
  build: {
    // WEB_DIST (relative to the repository, as the server reads it) builds elsewhere, so people sharing a checkout
    // can build and test side by side; scripts/compress-dist.mjs and prerender.mjs follow it.
    outDir: process.env['WEB_DIST'] ? decodeURIComponent(new URL(`../../${process.env['WEB_DIST']}`, import.meta.url).pathname) : 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Everything the entry imports statically is loaded by every page anyway: one chunk instead of the dozen
    // small common chunks rolldown split it into (each a request with its own headers). Measured in decision 062:
    // fewer scripts and fewer bytes on every page. Route modules keep splitting as before.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  // The server writes each response's style nonce over this placeholder (apps/api platform/csp-nonce.ts,
  // decision 020); React Aria reads it from the csp-nonce meta tag Vite adds.
  html: { cspNonce: '__LINTEL_CSP_NONCE__' },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
