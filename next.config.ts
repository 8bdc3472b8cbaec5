import type { NextConfig } from 'next';
import { maxFormBodyBytes } from './lib/domain/upload';
import { securityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files from its own folder at run time: keep it out of the bundle.
  // pdfkit reads its standard fonts' metrics from its own data folder at run time, too. Okta's SDK builds its HTTP
  // client from Node modules it requires at run time, which a bundle breaks.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pdfkit', '@okta/okta-sdk-nodejs'],
  // The standalone server applies the committed migrations at start and needs PGlite's run-time files.
  outputFileTracingIncludes: {
    '/*': ['./lib/db/migrations/**/*', './node_modules/@electric-sql/pglite/dist/*.{wasm,data,cjs,js}', './node_modules/pdfkit/js/data/*'],
  },
  experimental: {
    // Route modules load when a route is first requested rather than all at start: the first public page comes
    // sooner and the server holds less until the signed-in pages are used (README "Performance").
    preloadEntriesOnStart: false,
    // Evidence uploads: up to 5 files of 10 MB each plus multipart overhead (lib/domain/upload.ts). proxy.ts
    // answers 413 to a larger declared body before it is buffered.
    serverActions: { bodySizeLimit: maxFormBodyBytes },
    // The proxy buffers request bodies; keep its limit above the action's so a body that declares no length
    // reaches Next.js's own size check whole instead of arriving cut short.
    proxyClientMaxBodySize: maxFormBodyBytes + 2 * 1024 * 1024,
  },
  // Every route gets the static Content-Security-Policy here; proxy.ts runs after these headers and replaces it on
  // /manage with the strict, per-request policy (lib/security-headers.ts says why the two differ).
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'development') }];
  },
};

export default nextConfig;
