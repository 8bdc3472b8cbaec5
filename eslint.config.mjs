import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of docs/architecture.md. Each rule names what it guards; a folder's rule repeats the rules of the
// folders around it, since a later no-restricted-imports replaces an earlier one for the same file.
const rule = (group, message) => ({ group, message });
const serverOnly = rule(
  ['@/app/**', '@/lib/db', '@/lib/db/**', '@/lib/seed/**', '@/lib/workspace/**'],
  'Components receive data and server actions as props from their page (docs/architecture.md).',
);
const neverScreens = rule(
  ['@/components/**', '@/app/**'],
  'lib/ serves pages and components; it never imports them (docs/architecture.md).',
);
const entityDoor = rule(
  ['@/lib/workspace/*/*'],
  'Import an entity of lib/workspace through its index.ts, never its inner files (docs/architecture.md).',
);
const siblingEntity = rule(
  ['../*/*'],
  "Another entity of lib/workspace is reached through its index.ts ('../<entity>'), never its inner files.",
);
const schemasAlone = rule(
  ['@/lib/*', '!@/lib/schemas', '!@/lib/domain', '@/lib/*/**', '!@/lib/schemas/**', '!@/lib/domain/calendar-days'],
  'lib/schemas holds the shapes shared by forms and the server: it imports zod, other schemas and the calendar days only.',
);
const domainPure = rule(
  ['@/lib/reports', '@/lib/reports/**'],
  'lib/domain is pure logic for screens and the server: rendering files belongs to lib/reports.',
);
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { files: ['app/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts'], rules: restrict(entityDoor) },
  { files: ['components/**/*.{ts,tsx}'], rules: restrict(serverOnly) },
  { files: ['lib/**/*.{ts,tsx}'], rules: restrict(neverScreens, entityDoor) },
  { files: ['lib/workspace/*/**/*.ts'], rules: restrict(neverScreens, entityDoor, siblingEntity) },
  { files: ['lib/schemas/**/*.ts'], rules: restrict(neverScreens, schemasAlone) },
  { files: ['lib/domain/**/*.ts'], rules: restrict(neverScreens, entityDoor, domainPure) },
  {
    // A module that imports itself back, however far round, loads half-made: a door or a function is undefined
    // until its cycle ends. What two modules share goes below both (docs/architecture.md). A type-only import is
    // erased when compiled, so it is not counted. Packages are not read: their cycles are not ours to break.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['lib/**/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'A door names what other modules may use (export { … } from), so it never passes on an inner helper by accident.',
        },
      ],
    },
  },
  globalIgnores(['**/.next/**', 'out/**', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'data/**']),
]);
