import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ismsObjectives, members } from '@/lib/db/schema';
import type { IsmsObjective, ObjectiveCreate, ObjectiveEdit } from '@/lib/schemas/isms/records';
import { assertCan, checkedId, notFound, type Member } from '../member';
import { keptRead } from '../read-cache';
import { recordedWrite, versionedRecord } from '../versioned-write';
import { assertTeamMember, type Reader } from './rows';

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
export const createObjective = recordedWrite('records.edit', async (tx, member, input: ObjectiveCreate) => {
  await assertTeamMember(tx, member, input.ownerMemberId);
  const [created] = await tx
    .insert(ismsObjectives)
    .values({ organizationId: member.organizationId, ...input })
    .returning({ id: ismsObjectives.id });
  return {
    record: await objectiveOf(tx, member, created!.id),
    activity: {
      action: 'isms-objective.created',
      recordType: 'isms-objective',
      recordId: created!.id,
      summary: `Added the ISMS objective ${input.title}`,
    },
  };
});

const objectiveRecord = versionedRecord(ismsObjectives, objectiveOf);

/** Edits an objective (members and admins); a stale version is refused and changes nothing. */
export const updateObjective = objectiveRecord.write('records.edit', (member, edit: ObjectiveEdit) => {
  const { id, version, ...fields } = edit;
  return {
    id,
    version,
    change: async (_current, tx) => {
      await assertTeamMember(tx, member, edit.ownerMemberId);
      return { ...fields, updatedAt: new Date() };
    },
    activity: (saved) => ({
      action: 'isms-objective.updated',
      recordType: 'isms-objective',
      recordId: saved.id,
      summary: `Edited the ISMS objective ${edit.title}`,
    }),
  };
});

/** Deletes an objective (admins), as read at `version`. */
export const deleteObjective = objectiveRecord.remove('records.delete', (_member, id: string, version: number) => ({
  id,
  version,
  activity: (removed) => ({
    action: 'isms-objective.deleted',
    recordType: 'isms-objective',
    recordId: removed.id,
    summary: `Deleted the ISMS objective ${removed.title}`,
  }),
}));
