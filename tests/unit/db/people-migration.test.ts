/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { emptyDatabaseFolderCopy } from '@/tests/support/database-template';

const folder = join(process.cwd(), 'lib/db/migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const peopleFile = files.find((name) => name.endsWith('_people.sql'))!;

async function apply(client: PGlite, name: string) {
  for (const statement of readFileSync(join(folder, name), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await client.exec(statement);
  }
}

// A copy of the run's empty database: creating one in memory costs seconds of initdb, and no migration has run on it.
const copy = emptyDatabaseFolderCopy('people-migration');
afterAll(copy.remove);

describe('the people migration', () => {
  it('makes a person of every existing member, one per address, with the removal day as end date', async () => {
    const client = await PGlite.create(copy.databaseDir);
    for (const name of files.slice(0, files.indexOf(peopleFile))) await apply(client, name);
    const [org] = (await client.query<{ id: string }>(`insert into organizations (name) values ('Acme') returning id`)).rows;
    const [otherOrg] = (await client.query<{ id: string }>(`insert into organizations (name) values ('Other') returning id`)).rows;
    await client.query(
      `insert into members (organization_id, subject, email, display_name, role, joined_at, removed_at) values
        ($1, 's1', 'Ann@Example.com', 'Ann', 'admin', '2024-01-10T09:00:00Z', null),
        ($1, 's2', 'bo@example.com', 'Bo', 'member', '2024-02-01T09:00:00Z', '2024-06-30T17:00:00Z'),
        ($1, 's3', 'ann@example.com', 'Ann (old login)', 'viewer', '2023-01-01T09:00:00Z', '2023-05-01T09:00:00Z'),
        ($2, 's1', 'ann@example.com', 'Ann', 'viewer', '2025-03-03T09:00:00Z', null)`,
      [org!.id, otherOrg!.id],
    );
    await apply(client, peopleFile);
    const people = await client.query<Record<string, string | null>>(
      `select o.name as org, p.name, p.email, p.start_date, p.end_date, p.source, m.subject
         from people p join organizations o on o.id = p.organization_id join members m on m.id = p.member_id
         order by o.name, p.email`,
    );
    expect(people.rows).toEqual([
      { org: 'Acme', name: 'Ann', email: 'ann@example.com', start_date: '2024-01-10', end_date: null, source: 'member', subject: 's1' },
      {
        org: 'Acme',
        name: 'Bo',
        email: 'bo@example.com',
        start_date: '2024-02-01',
        end_date: '2024-06-30',
        source: 'member',
        subject: 's2',
      },
      { org: 'Other', name: 'Ann', email: 'ann@example.com', start_date: '2025-03-03', end_date: null, source: 'member', subject: 's1' },
    ]);
    const revision = await client.query<{ records_revision: number }>(`select records_revision from organizations where id = $1`, [
      org!.id,
    ]);
    await client.query(`update people set department = 'Ops' where organization_id = $1`, [org!.id]);
    const after = await client.query<{ records_revision: number }>(`select records_revision from organizations where id = $1`, [org!.id]);
    expect(Number(after.rows[0]!.records_revision)).toBeGreaterThan(Number(revision.rows[0]!.records_revision));
    await client.close();
  }, 120_000);
});
