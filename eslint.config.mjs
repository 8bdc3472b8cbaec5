import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of docs/architecture.md: screens get data and actions from their page, never from the server side.
const serverOnly = ['@/app/**', '@/lib/db', '@/lib/db/**', '@/lib/seed/**', '@/lib/workspace/**'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: serverOnly, message: 'Components receive data and server actions as props from their page (docs/architecture.md).' }] }],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/**', '@/app/**'], message: 'lib/ serves pages and components; it never imports them (docs/architecture.md).' }] }],
    },
  },
  globalIgnores(['**/.next/**', 'out/**', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'data/**']),
]);
