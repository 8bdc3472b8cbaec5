/** @jest-environment node */
import { openDb } from '@/lib/db/client';
import { describeDataLayer } from './data-layer-cases';

// CI (.ci/run) starts a PostgreSQL server and sets TEST_DATABASE_URL; there a missing server fails the run.
const url = process.env.TEST_DATABASE_URL;
const required = Boolean(process.env.CI);

if (url) {
  describeDataLayer('PostgreSQL server', () => openDb({ databaseUrl: url }));
} else if (required) {
  it('PostgreSQL server is configured', () => {
    throw new Error('TEST_DATABASE_URL is not set: CI must run the data-layer tests against PostgreSQL');
  });
} else {
  it.skip('PostgreSQL server (set TEST_DATABASE_URL to run these tests)', () => undefined);
}
