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
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'development') }];
  },
};

export default nextConfig;
