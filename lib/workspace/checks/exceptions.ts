import 'server-only';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkExceptions } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { lastExceptionDay } from '@/lib/domain/checks/standings';
import { allChecks } from '@/lib/integrations/connectors';
import { EXCEPTION_MAX_DAYS, type CheckExceptionInput } from '@/lib/schemas/checks/exceptions';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

/** An exception as the screens show it. */
export type CheckException = {
  id: string;
  version: number;
  checkId: string;
  reason: string;
  expiresOn: string;
  recordedBy: string;
  recordedAt: Date;
};

const shown = {
  id: checkExceptions.id,
  version: checkExceptions.version,
  checkId: checkExceptions.checkId,
  reason: checkExceptions.reason,
  expiresOn: checkExceptions.expiresOn,
  recordedBy: checkExceptions.recordedBy,
  recordedAt: checkExceptions.recordedAt,
};

const holdingOn = (member: Member, today: string) =>
  and(eq(checkExceptions.organizationId, member.organizationId), isNull(checkExceptions.endedAt), gte(checkExceptions.expiresOn, today));

/** The exceptions that hold on `today`, newest first. */
export async function listCheckExceptions(member: Member, today = dayOf(new Date())): Promise<CheckException[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  return db.select(shown).from(checkExceptions).where(holdingOn(member, today)).orderBy(desc(checkExceptions.recordedAt));
}

/**
 * Records an exception for a check (admins): from today until `expiresOn` (at most a year on), its failures no
 * longer mark controls Needs attention. One exception holds per check at a time.
 */
export const recordCheckException = guardedWrite(
  'integrations.manage',
  async (member: Member, input: CheckExceptionInput, today: string = dayOf(new Date())) => {
    const check = allChecks.find((candidate) => candidate.id === input.checkId);
    if (!check) throw notFound('The check');
    if (input.expiresOn < today) throw new WorkspaceError('invalid', 'Choose an expiry date from today on.');
    if (input.expiresOn > lastExceptionDay(today, EXCEPTION_MAX_DAYS)) {
      throw new WorkspaceError('invalid', `An exception can last at most ${EXCEPTION_MAX_DAYS} days: choose an earlier expiry date.`);
    }
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [holding] = await tx
        .select({ id: checkExceptions.id })
        .from(checkExceptions)
        .where(and(holdingOn(member, today), eq(checkExceptions.checkId, check.id)));
      if (holding) throw new WorkspaceError('conflict', 'This check already has an exception. End it first to record another.');
      const [saved] = await tx
        .insert(checkExceptions)
        .values({ organizationId: member.organizationId, ...input, recordedBy: member.displayName })
        .returning(shown);
      await recordActivity(tx, member, {
        action: 'check.exception-recorded',
        recordType: 'check',
        recordId: check.id,
        summary: `Recorded an exception for "${check.title}" until ${input.expiresOn}: ${input.reason}`,
      });
      return saved!;
    });
  },
);

/** Ends an exception early (admins): the row stays, with who ended it, and the check's failures count again. */
export const endCheckException = guardedWrite(
  'integrations.manage',
  async (member: Member, { id, version }: { id: string; version: number }) => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [ended] = await tx
        .update(checkExceptions)
        .set({ endedAt: new Date(), endedBy: member.displayName, version: version + 1 })
        .where(
          and(
            eq(checkExceptions.id, checkedId(id, 'The exception')),
            eq(checkExceptions.organizationId, member.organizationId),
            eq(checkExceptions.version, version),
            isNull(checkExceptions.endedAt),
          ),
        )
        .returning({ checkId: checkExceptions.checkId });
      if (!ended) {
        const [exists] = await tx
          .select({ id: checkExceptions.id })
          .from(checkExceptions)
          .where(and(eq(checkExceptions.id, id), eq(checkExceptions.organizationId, member.organizationId)));
        throw exists ? new WorkspaceError('conflict', STALE_MESSAGE) : notFound('The exception');
      }
      const title = allChecks.find((check) => check.id === ended.checkId)?.title ?? ended.checkId;
      await recordActivity(tx, member, {
        action: 'check.exception-ended',
        recordType: 'check',
        recordId: ended.checkId,
        summary: `Ended the exception for "${title}"`,
      });
      return ended;
    });
  },
);
