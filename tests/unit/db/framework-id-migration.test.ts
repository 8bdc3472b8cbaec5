/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { emptyDatabaseFolderCopy } from '@/tests/support/database-template';

const folder = join(process.cwd(), 'lib/db/migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const migration = files.find((name) => name.endsWith('_one_framework_id.sql'))!;

async function apply(client: PGlite, name: string) {
  for (const statement of readFileSync(join(folder, name), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await client.exec(statement);
  }
}

const column = async (client: PGlite, sql: string) => (await client.query<{ name: string; value: unknown }>(sql)).rows;

// A copy of the run's empty database: creating one in memory costs seconds of initdb, and no migration has run on it.
const copy = emptyDatabaseFolderCopy('framework-id-migration');
afterAll(copy.remove);

describe('the one-framework-id migration', () => {
  it("rewrites PCI DSS's stored code 'pci' to the directory's 'pci-dss' in every record, and leaves the other frameworks alone", async () => {
    const client = await PGlite.create(copy.databaseDir);
    for (const name of files.slice(0, files.indexOf(migration))) await apply(client, name);
    const [org] = (await client.query<{ id: string }>(`insert into organizations (name) values ('Acme') returning id`)).rows;
    const id = org!.id;
    await client.query(
      `insert into evidence (organization_id, name, type, framework, status, collected_on) values
        ($1, 'Card scan', 'document', 'pci', 'verified', '2026-01-05'),
        ($1, 'Access review', 'document', 'soc2', 'pending', '2026-01-06')`,
      [id],
    );
    await client.query(
      `insert into audits (organization_id, name, type, framework, auditor, start_on, end_on, status, result) values
        ($1, 'PCI scan', 'external', 'pci', 'QSA', '2026-02-01', '2026-02-02', 'scheduled', 'Pending'),
        ($1, 'HIPAA review', 'internal', 'hipaa', 'Us', '2026-03-01', '2026-03-02', 'scheduled', 'Pending')`,
      [id],
    );
    await client.query(
      `insert into policies (organization_id, name, status, frameworks, owner, review_frequency_months) values
        ($1, 'Access', 'draft', '["soc2", "pci"]', 'Ana', 12),
        ($1, 'Cards', 'draft', '["pci", "iso27001", "pci-dss"]', 'Ana', 12),
        ($1, 'Privacy', 'draft', '["gdpr", "ccpa"]', 'Ana', 12)`,
      [id],
    );
    await client.query(
      `insert into reports (organization_id, name, type, frameworks, start_on, end_on, format, status) values
        ($1, 'PCI', 'framework', '["pci"]', '2026-01-01', '2026-01-31', 'pdf', 'generated'),
        ($1, 'GLBA', 'framework', '["glba"]', '2026-01-01', '2026-01-31', 'pdf', 'generated')`,
      [id],
    );

    await apply(client, migration);

    expect(await column(client, `select name, framework as value from evidence order by name`)).toEqual([
      { name: 'Access review', value: 'soc2' },
      { name: 'Card scan', value: 'pci-dss' },
    ]);
    expect(await column(client, `select name, framework as value from audits order by name`)).toEqual([
      { name: 'HIPAA review', value: 'hipaa' },
      { name: 'PCI scan', value: 'pci-dss' },
    ]);
    expect(await column(client, `select name, frameworks as value from policies order by name`)).toEqual([
      { name: 'Access', value: ['soc2', 'pci-dss'] },
      { name: 'Cards', value: ['pci-dss', 'iso27001'] },
      { name: 'Privacy', value: ['gdpr', 'ccpa'] },
    ]);
    expect(await column(client, `select name, frameworks as value from reports order by name`)).toEqual([
      { name: 'GLBA', value: ['glba'] },
      { name: 'PCI', value: ['pci-dss'] },
    ]);
    await client.close();
  }, 120_000);
});
