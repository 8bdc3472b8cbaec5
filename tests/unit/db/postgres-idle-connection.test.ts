/** @jest-environment node */
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { openDb } from '@/lib/db/client';
import { createThrowAwayDatabase, describeOnPostgres } from './postgres-fixture';

describeOnPostgres('PostgreSQL connection pool', (serverUrl) => {
  it('outlives an idle connection the server closes, and opens another for the next query', async () => {
    const database = await createThrowAwayDatabase(serverUrl, 'idle');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = await openDb({ databaseUrl: database.url });
    try {
      await open.db.execute(sql`select 1`);
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      const { rows } = await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(database.url).pathname.slice(1)],
      );
      await admin.end();
      expect(rows.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('An idle PostgreSQL connection was closed'));
      const result = (await open.db.execute(sql`select 2 as two`)) as { rows: unknown[] };
      expect(result.rows).toEqual([{ two: 2 }]);
    } finally {
      errors.mockRestore();
      await open.close();
      await database.drop();
    }
  });
});
