import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { activity, audits, ccpaIssues, controlStates, members, organizationFrameworks } from '@/lib/db/schema';
import { joinNames } from '@/lib/domain/frameworks/names';
import { auditResultProblem } from '@/lib/schemas/audits/records';
import { controlStateEditSchema, type ControlStateEdit } from '@/lib/schemas/frameworks/control-state';
import { issueReferencePattern } from '@/lib/schemas/ccpa-issues/records';
import { z } from '@/lib/schemas/zod';
import { recordActivity } from './activity';
import { batchesOf } from './batches';
import { addFrameworksIn } from './frameworks';
import { assertCan, WorkspaceError, type Member, type Tx } from './member';

/**
 * Bulk writers: many records of one organization at once (a migration from another tool, or a large organization
 * to measure the product with). Each takes the member, checks the role, scopes every row to the member's
 * organization and writes batch by batch, each batch one transaction with one activity row.
 */

/** A row as a bulk writer takes it: the organization comes from the member, ids and versions from the database. */
type Imported<Row> = Omit<Row, 'organizationId' | 'id' | 'version'>;

export type AuditImport = Imported<typeof audits.$inferInsert>;
export type CcpaIssueImport = Imported<typeof ccpaIssues.$inferInsert>;
export type ActivityImport = Imported<typeof activity.$inferInsert>;
export type ControlStateImport = Omit<ControlStateEdit, 'version' | 'ownerMemberId'> & {
  controlId: string;
  ownerMemberId: string | null;
  updatedAt?: Date;
};

type ImportedWhat = { recordType: string; plural: string };

/** Writes one batch of `count` records in a transaction, with the activity row "Imported <count> <plural>". */
export async function writeBatch<Result>(
  member: Member,
  count: number,
  what: ImportedWhat,
  write: (tx: Tx) => Promise<Result>,
): Promise<Result> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const answered = await write(tx);
    await recordActivity(tx, member, {
      action: `${what.recordType}.imported`,
      recordType: what.recordType,
      summary: `Imported ${count} ${what.plural}`,
    });
    return answered;
  });
}

/**
 * Runs `write` on each batch of `rows` (writeBatch), answering what the writes answered, in order. A failing batch
 * is rolled back alone: the earlier ones stay.
 */
export async function importInBatches<Row, Result>(
  member: Member,
  rows: readonly Row[],
  what: ImportedWhat,
  write: (tx: Tx, batch: Row[]) => Promise<Result[]>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (const batch of batchesOf(rows)) results.push(...(await writeBatch(member, batch.length, what, (tx) => write(tx, batch))));
  return results;
}

const memberId = z.uuid();

/** Refuses ids that are not active members of the organization (owners and assignees come from its team). */
export async function assertTeamMembers(tx: Tx, member: Member, ids: Iterable<string | null | undefined>, message: string): Promise<void> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return;
  if (!wanted.every((id) => memberId.safeParse(id).success)) throw new WorkspaceError('invalid', message);
  const found = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, member.organizationId), inArray(members.id, wanted), isNull(members.removedAt)));
  if (found.length !== wanted.length) throw new WorkspaceError('invalid', message);
}

const libraryIds = new Set(libraryControls.map((control) => control.id));

/** Refuses control ids outside the library. */
export function assertLibraryControls(ids: Iterable<string>): void {
  for (const id of ids) if (!libraryIds.has(id)) throw new WorkspaceError('invalid', `${id} is not a control of the library.`);
}

/** Follows directory frameworks as Active (members and admins): added if new, then marked active; answers their names. */
export async function activateFrameworks(member: Member, ids: readonly string[]): Promise<string[]> {
  assertCan(member, 'frameworks.manage');
  const chosen = frameworkDirectory.filter((framework) => ids.includes(framework.id));
  if (chosen.length !== new Set(ids).size) throw new WorkspaceError('invalid', 'Choose frameworks of the directory.');
  const db = await getDb();
  return db.transaction(async (tx) => {
    await addFrameworksIn(tx, member, ids, 'add-framework');
    const chosenIds = chosen.map((framework) => framework.id);
    await tx
      .update(organizationFrameworks)
      .set({ status: 'active', updatedAt: new Date(), version: sql`${organizationFrameworks.version} + 1` })
      .where(and(eq(organizationFrameworks.organizationId, member.organizationId), inArray(organizationFrameworks.frameworkId, chosenIds)));
    const names = chosen.map((framework) => framework.name);
    await recordActivity(tx, member, {
      action: 'framework.activated',
      recordType: 'framework',
      recordId: chosenIds.join(','),
      summary: `Marked ${joinNames(names)} active`,
    });
    return names;
  });
}

/** Sets the state of many library controls at once (members and admins), as setControlState would one by one. */
export async function importControlStates(member: Member, rows: readonly ControlStateImport[]): Promise<number> {
  assertCan(member, 'records.edit');
  assertLibraryControls(rows.map((row) => row.controlId));
  for (const row of rows) {
    const checked = controlStateEditSchema.safeParse({ ...row, ownerMemberId: row.ownerMemberId ?? '', version: 0 });
    if (!checked.success) throw new WorkspaceError('invalid', `${row.controlId}: ${checked.error.issues[0]?.message ?? 'invalid state'}`);
  }
  const written = await importInBatches(member, rows, { recordType: 'control', plural: 'control states' }, async (tx, batch) => {
    await assertTeamMembers(
      tx,
      member,
      batch.map((row) => row.ownerMemberId),
      'Choose an owner from your team.',
    );
    const values = batch.map((row) => ({
      ...row,
      reason: row.state === 'not-applicable' ? row.reason : '',
      organizationId: member.organizationId,
      updatedAt: row.updatedAt ?? new Date(),
    }));
    return tx
      .insert(controlStates)
      .values(values)
      .onConflictDoUpdate({
        target: [controlStates.organizationId, controlStates.controlId],
        set: {
          state: sql`excluded.state`,
          reason: sql`excluded.reason`,
          ownerMemberId: sql`excluded.owner_member_id`,
          note: sql`excluded.note`,
          updatedAt: sql`excluded.updated_at`,
          version: sql`${controlStates.version} + 1`,
        },
      })
      .returning({ controlId: controlStates.controlId });
  });
  return written.length;
}

/** Records many audits (members and admins); a result other than Pending needs a completed audit. Answers their ids. */
export async function importAudits(member: Member, rows: readonly AuditImport[]): Promise<string[]> {
  assertCan(member, 'records.edit');
  for (const row of rows) {
    if (row.endOn < row.startOn) throw new WorkspaceError('invalid', `The audit ${row.name} ends before it starts.`);
    const resultProblem = auditResultProblem(row);
    if (resultProblem) throw new WorkspaceError('invalid', `The audit ${row.name}: ${resultProblem}`);
  }
  const written = await importInBatches(member, rows, { recordType: 'audit', plural: 'audits' }, (tx, batch) =>
    tx
      .insert(audits)
      .values(batch.map((row) => ({ ...row, organizationId: member.organizationId })))
      .returning({ id: audits.id }),
  );
  return written.map((row) => row.id);
}

/**
 * Records many CCPA issues (members and admins) under the references they carry (CCPA-YYYY-NNN). A reference the
 * organization already uses refuses the batch (409), so no two issues ever share one. Answers their ids.
 */
export async function importCcpaIssues(member: Member, rows: readonly CcpaIssueImport[]): Promise<string[]> {
  assertCan(member, 'records.edit');
  const references = new Set<string>();
  for (const row of rows) {
    if (!issueReferencePattern.test(row.reference))
      throw new WorkspaceError('invalid', `${row.reference} is not a CCPA-YYYY-NNN reference.`);
    if (references.has(row.reference)) throw new WorkspaceError('invalid', `${row.reference} appears twice.`);
    references.add(row.reference);
  }
  const written = await importInBatches(member, rows, { recordType: 'ccpa-issue', plural: 'CCPA issues' }, async (tx, batch) => {
    await assertTeamMembers(
      tx,
      member,
      batch.map((row) => row.assigneeMemberId),
      'Choose an assignee from your team.',
    );
    const inserted = await tx
      .insert(ccpaIssues)
      .values(batch.map((row) => ({ ...row, organizationId: member.organizationId })))
      .onConflictDoNothing()
      .returning({ id: ccpaIssues.id });
    if (inserted.length !== batch.length)
      throw new WorkspaceError('conflict', 'Some of these CCPA references are already used in your organization.');
    return inserted;
  });
  return written.map((row) => row.id);
}

/**
 * Adds past entries to the organization's activity (administrators: it is the organization's log), e.g. the
 * history of records brought over from another tool. They are activity themselves, so no row is added about them.
 */
export async function importActivity(member: Member, rows: readonly ActivityImport[]): Promise<number> {
  assertCan(member, 'organization.manage');
  const db = await getDb();
  let written = 0;
  for (const batch of batchesOf(rows)) {
    await db.insert(activity).values(batch.map((row) => ({ ...row, organizationId: member.organizationId })));
    written += batch.length;
  }
  return written;
}
