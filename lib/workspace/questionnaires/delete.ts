import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { questionnaires } from '@/lib/db/schema';
import { fileStorage } from '@/lib/storage';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { staleRecord, type Member } from '../member';
import { clipped, questionnaireRowOf } from './records';

/**
 * Deletes a questionnaire read at `version` (members and admins, who upload them): its questions, suggestions and
 * stored file go with it; answers already approved into the library stay there. Another organization's id is not found.
 */
export const deleteQuestionnaire = guardedWrite(
  'records.edit',
  async (member: Member, input: { id: string; version: number }): Promise<{ id: string; name: string }> => {
    const db = await getDb();
    const deleted = await db.transaction(async (tx) => {
      const row = await questionnaireRowOf(tx, member, input.id);
      const [gone] = await tx
        .delete(questionnaires)
        .where(
          and(
            eq(questionnaires.organizationId, member.organizationId),
            eq(questionnaires.id, row.id),
            eq(questionnaires.version, input.version),
          ),
        )
        .returning({ id: questionnaires.id, name: questionnaires.name, storageKey: questionnaires.storageKey });
      if (!gone) throw staleRecord();
      await recordActivity(tx, member, {
        action: 'questionnaire.deleted',
        recordType: 'questionnaire',
        recordId: gone.id,
        summary: `Deleted the questionnaire ${clipped(gone.name, 120)}`,
      });
      return gone;
    });
    // After the commit: a file whose row is gone is never served, so a failed removal here loses nothing.
    await fileStorage()
      .delete(deleted.storageKey)
      .catch(() => undefined);
    return { id: deleted.id, name: deleted.name };
  },
);
