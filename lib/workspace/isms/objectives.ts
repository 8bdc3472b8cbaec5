import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ismsObjectives, members } from '@/lib/db/schema';
import type { IsmsObjective, ObjectiveCreate, ObjectiveEdit } from '@/lib/schemas/isms/records';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, type Member } from '../member';
import { keptRead } from '../read-cache';
import { assertFresh, assertTeamMember, stale, type Reader } from './rows';

const columns = {
  id: ismsObjectives.id,
  title: ismsObjectives.title,
  measure: ismsObjectives.measure,
  ownerMemberId: ismsObjectives.ownerMemberId,
  ownerName: members.displayName,
  targetDate: ismsObjectives.targetDate,
  progress: ismsObjectives.progress,
  notes: ismsObjectives.notes,
  version: ismsObjectives.version,
};

function selectObjectives(reader: Reader) {
  return reader.select(columns).from(ismsObjectives).leftJoin(members, eq(members.id, ismsObjectives.ownerMemberId));
}

async function objectiveOf(reader: Reader, member: Member, id: string): Promise<IsmsObjective> {
  const [row] = await selectObjectives(reader).where(
    and(eq(ismsObjectives.id, checkedId(id, 'The objective')), eq(ismsObjectives.organizationId, member.organizationId)),
  );
  if (!row) throw notFound('The objective');
  return row;
}

/** The organization's ISMS objectives, soonest target first. */
export function listObjectives(member: Member): Promise<IsmsObjective[]> {
  assertCan(member, 'records.view');
  return keptRead(member, ['isms-objectives'], async () =>
    selectObjectives(await getDb())
      .where(eq(ismsObjectives.organizationId, member.organizationId))
      .orderBy(asc(ismsObjectives.targetDate), asc(ismsObjectives.title), asc(ismsObjectives.id)),
  );
}

/** Adds an objective (members and admins); its owner must be on the team. */
export async function createObjective(member: Member, input: ObjectiveCreate): Promise<IsmsObjective> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertTeamMember(tx, member, input.ownerMemberId);
    const [created] = await tx
      .insert(ismsObjectives)
      .values({ organizationId: member.organizationId, ...input })
      .returning({ id: ismsObjectives.id });
    await recordActivity(tx, member, {
      action: 'isms-objective.created',
      recordType: 'isms-objective',
      recordId: created!.id,
      summary: `Added the ISMS objective ${input.title}`,
    });
    return objectiveOf(tx, member, created!.id);
  });
}

/** Edits an objective (members and admins); a stale version is refused and changes nothing. */
export async function updateObjective(member: Member, edit: ObjectiveEdit): Promise<IsmsObjective> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await objectiveOf(tx, member, edit.id);
    assertFresh(current, edit.version);
    await assertTeamMember(tx, member, edit.ownerMemberId);
    const { id, version, ...fields } = edit;
    const [changed] = await tx
      .update(ismsObjectives)
      .set({ ...fields, version: sql`${ismsObjectives.version} + 1`, updatedAt: new Date() })
      .where(and(eq(ismsObjectives.id, id), eq(ismsObjectives.version, version)))
      .returning({ id: ismsObjectives.id });
    if (!changed) throw stale();
    await recordActivity(tx, member, {
      action: 'isms-objective.updated',
      recordType: 'isms-objective',
      recordId: id,
      summary: `Edited the ISMS objective ${edit.title}`,
    });
    return objectiveOf(tx, member, id);
  });
}

/** Deletes an objective (admins), as read at `version`. */
export async function deleteObjective(member: Member, id: string, version: number): Promise<IsmsObjective> {
  assertCan(member, 'records.delete');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await objectiveOf(tx, member, id);
    assertFresh(current, version);
    await tx.delete(ismsObjectives).where(and(eq(ismsObjectives.id, current.id), eq(ismsObjectives.version, version)));
    await recordActivity(tx, member, {
      action: 'isms-objective.deleted',
      recordType: 'isms-objective',
      recordId: current.id,
      summary: `Deleted the ISMS objective ${current.title}`,
    });
    return current;
  });
}
