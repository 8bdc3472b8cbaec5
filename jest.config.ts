/**
 * Read by ts-node without type-checking it (tsc checks it with the rest).
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "node10"}}
 */
import type { Config } from 'jest';
import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';
import { preferMemoryBackedTmpdir } from './tests/support/scratch-folder';

// Before the global set-up and the workers, which inherit it: each test file copies and writes a database of its own.
preferMemoryBackedTmpdir();

const createJestConfig = nextJest({ dir: './' });

// Unit tests run in jsdom; a file that needs Node's APIs starts with `@jest-environment node`.
const config: Config = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  // Migrates one PGlite database before the workers start; test files copy it instead of migrating their own.
  globalSetup: '<rootDir>/tests/support/jest-global-setup.ts',
  // A test against a real database can take seconds on a busy two-core machine; 5 s made slow machines fail.
  testTimeout: 30_000,
  reporters: ['default', '<rootDir>/tests/support/slowest-jest-reporter.mjs'],
  // Jest's default leaves one core of two idle: the tests wait on their databases as much as on the processor.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/server-only.ts',
    // marked ships only ES modules; Jest runs CommonJS, so tests load its UMD build.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    // The AI SDK names zod's English locale by its ES module file; Jest loads zod's CommonJS build of it.
    '^zod/v4/locales/en\\.js$': '<rootDir>/node_modules/zod/v4/locales/en.cjs',
    // unpdf loads its PDF.js bundle with import() of an ES-module-only export; Jest loads that file transformed.
    '^unpdf/pdfjs$': '<rootDir>/node_modules/unpdf/dist/pdfjs.mjs',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

// PGlite's CommonJS build loads Node's modules with `import()`, and Octokit, pg-boss, the AI SDK and openid-client ship only ES modules: they run
// in Jest only once transformed to `require`; the rest of node_modules stays untransformed.
const pglite = '@electric-sql[\\\\/]pglite';
const esmOnly = [
  '@octokit',
  'universal-user-agent',
  'before-after-hook',
  'fast-content-type-parse',
  'json-with-bigint',
  'pg-boss',
  'serialize-error',
  'non-error',
  'content-type',
  'ai',
  '@ai-sdk',
  '@vercel/oidc',
  '@workflow/serde',
  '@standard-schema/spec',
  'eventsource-parser',
  'unpdf',
  'openid-client',
  'oauth4webapi',
  'jose',
].join('|');

export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  const [swc] = Object.values(resolved.transform ?? {});
  return {
    ...resolved,
    transform: { [`${pglite}.+\\.cjs$`]: swc as NonNullable<Config['transform']>[string], ...resolved.transform },
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern) =>
      pattern.startsWith('/node_modules/(?!.pnpm)') ? pattern.replace('(?!(', `(?!(${pglite}|${esmOnly}|`) : pattern,
    ),
  };
}
