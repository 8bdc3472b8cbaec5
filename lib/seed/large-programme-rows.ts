import 'server-only';
import { eq } from 'drizzle-orm';
import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { members } from '@/lib/db/schema';
import type { Member } from '@/lib/workspace/member';

// What the large organization's programme seed modules share: who owns records, and writing many rows at once.

/** The organization, its admin, and the members who may own records (admins and members, not viewers). */
export type ProgrammeTeam = { organizationId: string; admin: Member; owners: { id: string; name: string }[] };

export async function programmeTeam(admin: Member): Promise<ProgrammeTeam> {
  const db = await getDb();
  const rows = await db
    .select({ id: members.id, name: members.displayName, role: members.role })
    .from(members)
    .where(eq(members.organizationId, admin.organizationId));
  return { organizationId: admin.organizationId, admin, owners: rows.filter((row) => row.role !== 'viewer') };
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters for the widest of these tables. */
const CHUNK = 500;

/** Inserts the rows in statements of CHUNK rows; answers the `id` column of each, in order, when asked. */
export async function insertInChunks<T extends PgTable<TableConfig>>(
  table: T,
  rows: readonly T['$inferInsert'][],
  returning?: { id: T['_']['columns'][string] },
): Promise<string[]> {
  const db = await getDb();
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    if (returning) {
      const written = (await db.insert(table).values(chunk).returning(returning)) as { id: string }[];
      ids.push(...written.map((row) => row.id));
    } else await db.insert(table).values(chunk);
  }
  return ids;
}
