import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleBudgetPlugin } from './build/bundle-budget-plugin';
import { precompressPlugin } from './build/precompress-plugin';
import { mantineLightImportsPlugin } from './build/mantine-light-imports-plugin';
import { installedAppManifest, serviceWorkerOptions } from './build/installed-app';
import { staticTextsPlugin } from './build/static-texts-plugin';

const rootPackageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const apiTarget = process.env.MOBILO_API_TARGET ?? 'http://localhost:3000';

/** Prefixes the server answers; the same prefixes are also screens of the app (/management, /god, /users). */
const proxiedPrefixes = ['/api', '/auth', '/user', '/v2', '/period', '/management', '/god', '/health', '/ready'];

/** A page load of a client route (it accepts HTML) must get the app, not the API. */
function bypassPageLoads(req: IncomingMessage): string | undefined {
  const acceptsHtml = req.headers.accept?.includes('text/html') ?? false;
  return req.method === 'GET' && acceptsHtml ? '/index.html' : undefined;
}

const proxyTo = (target: string): ProxyOptions => ({
  target,
  changeOrigin: true,
  bypass: bypassPageLoads,
  configure: (proxy) => {
    // The server accepts state-changing requests only from its own origin. Requests made by the
    // app on the dev server (same origin as the dev server) are forwarded as if made on the server.
    proxy.on('proxyReq', (proxyReq, req) => {
      const origin = req.headers.origin;
      if (origin && origin === `http://${req.headers.host}`) proxyReq.setHeader('origin', target);
    });
  },
});

export default defineConfig({
  plugins: [
    react(),
    staticTextsPlugin(fileURLToPath(new URL('../..', import.meta.url))),
    mantineLightImportsPlugin(),
    bundleBudgetPlugin(),
    precompressPlugin(),
    // The installed phone app: the manifest and a Workbox service worker that keeps the app shell
    // (docs/adr/0028). No service worker on the dev server, so that changes show at once.
    VitePWA({
      registerType: 'prompt',
      manifest: installedAppManifest,
      workbox: serviceWorkerOptions,
      devOptions: { enabled: false },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackageJson.version),
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, proxyTo(apiTarget)])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Two vendor chunks, each cached across releases: React with the texts, which the sign-in
        // page and the app both need, and the router and the query cache, which only the app needs
        // (the sign-in page is an entry of its own, main.tsx). Everything else, Mantine's components
        // and the schema library too, is split along the two entries, the lazy routes and dialogs
        // and the call definitions the first screen loads beside its calls, so that a page loads
        // only what it uses: a Mantine chunk of its own would make the sign-in page load the
        // components of the app's first screen (docs/performance.md).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|html-parse-stringify)[\\/]/,
            },
            {
              name: 'app-libraries',
              test: /node_modules[\\/](react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
            // The positioning library of Mantine's menus, popovers and tooltips, in a chunk of its
            // own: left to itself the bundler puts Mantine's direction hook (which the app shell
            // and scroll areas need) into it, and every page with a scroll area would load it.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
          ],
        },
      },
    },
  },
});
