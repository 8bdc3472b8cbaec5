import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations, people } from '@/lib/db/schema';
import { readPeopleCsv, type PeopleCsvRefusal, type PeopleCsvRow } from '@/lib/domain/people/rules';
import type { PeopleImportReport } from '@/lib/schemas/people/records';
import { recordActivity } from '../activity';
import { startOnboardingsIn, type ChecklistPerson } from '../checklists';
import { WorkspaceError, type Member, type Tx } from '../member';
import { takenEmailMessage } from './edits';
import { guardedWrite } from '../guarded-write';

/** Rows per insert: far below PostgreSQL's 65,535 parameters per statement. */
const BATCH = 500;

/** The organization's people among `emails`, by email. */
async function existingByEmail(tx: Tx, organizationId: string, emails: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let start = 0; start < emails.length; start += BATCH) {
    const rows = await tx
      .select({ id: people.id, email: people.email })
      .from(people)
      .where(and(eq(people.organizationId, organizationId), inArray(people.email, emails.slice(start, start + BATCH))));
    for (const row of rows) found.set(row.email, row.id);
  }
  return found;
}

/**
 * Keeps the lines whose manager is a person of the organization or of another kept line. A line refused takes
 * with it the lines it manages, so this runs until nothing more is refused.
 */
function withKnownManagers(rows: PeopleCsvRow[], existing: ReadonlySet<string>, refused: PeopleCsvRefusal[]): PeopleCsvRow[] {
  let kept = rows;
  for (;;) {
    const emails = new Set(kept.map((row) => row.email));
    const known = (row: PeopleCsvRow) => row.managerEmail === null || existing.has(row.managerEmail) || emails.has(row.managerEmail);
    const next = kept.filter(known);
    for (const row of kept.filter((row) => !known(row)))
      refused.push({
        line: row.line,
        reason: `No person with the manager's email ${row.managerEmail} is in your organization or this file.`,
      });
    if (next.length === kept.length) return kept;
    kept = next;
  }
}

/**
 * Imports people from a CSV file (members and admins): header name,email,department,manager_email,start_date,
 * end_date, at most 5,000 lines. Each line is checked; a line whose email is already in the file or in the
 * organization is refused (people are never overwritten by an import), as is one whose manager is unknown. The
 * good lines are added together, in one transaction with one activity row, or not at all; the report names every
 * refused line with why. A file that cannot be read as a whole (its header, its size) is refused outright.
 */
export const importPeople = guardedWrite('records.edit', async (member: Member, csvText: string): Promise<PeopleImportReport> => {
  const reading = readPeopleCsv(csvText);
  if ('problem' in reading) throw new WorkspaceError('invalid', reading.problem);
  const refused = [...reading.refused];
  const db = await getDb();
  const added = await db.transaction(async (tx) => {
    // Two imports at once check their emails against each other's people, never both add the same address.
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, member.organizationId)).for('update');
    const emails = [...new Set(reading.rows.flatMap((row) => (row.managerEmail ? [row.email, row.managerEmail] : [row.email])))];
    const existing = await existingByEmail(tx, member.organizationId, emails);
    const fresh = reading.rows.filter((row) => {
      if (!existing.has(row.email)) return true;
      refused.push({ line: row.line, reason: takenEmailMessage(row.email) });
      return false;
    });
    const kept = withKnownManagers(fresh, new Set(existing.keys()), refused);
    if (kept.length === 0) return 0;
    const added: ChecklistPerson[] = [];
    for (let start = 0; start < kept.length; start += BATCH) {
      const rows = await tx
        .insert(people)
        .values(
          kept.slice(start, start + BATCH).map((row) => ({
            organizationId: member.organizationId,
            name: row.name,
            email: row.email,
            department: row.department,
            startDate: row.startDate,
            endDate: row.endDate,
            source: 'csv' as const,
          })),
        )
        .returning({ id: people.id, name: people.name, startDate: people.startDate, endDate: people.endDate });
      added.push(...rows);
    }
    const managed = kept.flatMap((row) => (row.managerEmail ? [{ email: row.email, manager: row.managerEmail }] : []));
    if (managed.length > 0) {
      await tx.execute(sql`
        update ${people} set manager_id = boss.id
        from jsonb_to_recordset(${JSON.stringify(managed)}::jsonb) as line(email text, manager text)
        join ${people} as boss on boss.email = line.manager and boss.organization_id = ${member.organizationId}
        where ${people.email} = line.email and ${people.organizationId} = ${member.organizationId}`);
    }
    await recordActivity(tx, member, {
      action: 'person.imported',
      recordType: 'person',
      summary: `Imported ${kept.length} ${kept.length === 1 ? 'person' : 'people'} from a CSV file`,
    });
    // Those still employed start their onboarding; people imported with an end date are history.
    await startOnboardingsIn(tx, member.organizationId, added);
    return kept.length;
  });
  return { added, refused: refused.sort((a, b) => a.line - b.line) };
});
