/** @jest-environment node */
import { openDb } from '@/lib/db/client';
import { describeDataLayer } from './data-layer-cases';

// CI (.ci/run, through scripts/ci-postgres.sh) starts a PostgreSQL server and sets TEST_DATABASE_URL and
// REQUIRE_POSTGRES_TESTS; there a missing server fails the run instead of skipping.
const url = process.env.TEST_DATABASE_URL;
const required = Boolean(process.env.REQUIRE_POSTGRES_TESTS || process.env.CI);

if (url) {
  describeDataLayer('PostgreSQL server', () => openDb({ databaseUrl: url }));
} else if (required) {
  it('PostgreSQL server is configured', () => {
    throw new Error('TEST_DATABASE_URL is not set: CI must run the data-layer tests against PostgreSQL');
  });
} else {
  it.skip('PostgreSQL server (set TEST_DATABASE_URL to run these tests)', () => undefined);
}
