import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Unit tests run in jsdom; a file that needs Node's APIs starts with `@jest-environment node`.
const config: Config = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/server-only.ts',
    // marked ships only ES modules; Jest runs CommonJS, so tests load its UMD build.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default createJestConfig(config);
