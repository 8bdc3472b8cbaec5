import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files from its own folder at run time: keep it out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // The standalone server applies the committed migrations at start and needs PGlite's run-time files.
  outputFileTracingIncludes: {
    '/*': ['./lib/db/migrations/**/*', './node_modules/@electric-sql/pglite/dist/*.{wasm,data,cjs,js}'],
  },
  experimental: {
    // Evidence uploads: up to 5 files of 10 MB each plus multipart overhead (lib/domain/upload.ts). A larger
    // body is refused by Next.js before the action runs; the form shows a message instead of crashing.
    serverActions: { bodySizeLimit: '52mb' },
    // The proxy buffers request bodies; keep its limit above the action's so an over-limit body reaches the
    // action's size check whole instead of arriving cut short.
    proxyClientMaxBodySize: '54mb',
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'development') }];
  },
};

export default nextConfig;
