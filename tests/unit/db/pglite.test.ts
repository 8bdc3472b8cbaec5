/** @jest-environment node */
import { openDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { databaseFolderCopy, emptyDatabaseFolderCopy } from '@/tests/support/database-template';
import { describeDataLayer } from './data-layer-cases';

// The product opens PGlite in a data folder; the run's migrated template stands in for one already in use.
const copy = databaseFolderCopy('pglite-layer');
afterAll(copy.remove);
describeDataLayer('PGlite in a data folder in use', () => openDb({ dataDir: copy.databaseDir }));

describe('PGlite in a data folder', () => {
  // A database as created, before its first migration (creating one is tested in pglite-open.test.ts).
  const empty = emptyDatabaseFolderCopy('pglite-test');
  const dir = empty.databaseDir;
  afterAll(empty.remove);

  it('keeps rows across a restart and migrates an existing folder again without error', async () => {
    const first = await openDb({ dataDir: dir });
    await first.db.insert(users).values({ email: 'keep@example.com', passwordHash: 'x', fullName: 'K', companyName: 'C' });
    await first.close();
    const second = await openDb({ dataDir: dir });
    const rows = await second.db.select().from(users);
    await second.close();
    expect(rows.map((row) => row.email)).toEqual(['keep@example.com']);
  }, 60_000);
});
