import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API, OData lookups, the built-in sign-in provider and the live hub run on the server; /signin-oidc is a client route.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:8101';
const proxied = ['/api', '/odata', '/oidc', '/socket.io', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5101),
    strictPort: true,
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false, ws: prefix === '/socket.io' }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
