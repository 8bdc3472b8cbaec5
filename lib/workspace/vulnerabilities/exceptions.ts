import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { vulnerabilityExceptions, vulnerabilityFindings } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { lastExceptionDay } from '@/lib/domain/checks/standings';
import type { ExceptionRequest } from '@/lib/schemas/vulnerabilities/records';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';

/** Refusal of an exception approved by the person who asked for it: the deadline is waived by a second person. */
export const OWN_EXCEPTION_REFUSAL = 'You asked for this exception: another administrator must approve it.';

async function findingOf(tx: Tx, member: Member, findingId: string) {
  const [finding] = await tx
    .select({
      id: vulnerabilityFindings.id,
      identifier: vulnerabilityFindings.identifier,
      asset: vulnerabilityFindings.asset,
      fixedOn: vulnerabilityFindings.fixedOn,
    })
    .from(vulnerabilityFindings)
    .where(
      and(
        eq(vulnerabilityFindings.id, checkedId(findingId, 'The finding')),
        eq(vulnerabilityFindings.organizationId, member.organizationId),
      ),
    );
  if (!finding) throw notFound('The finding');
  return finding;
}

/**
 * Asks for an exception to an open finding's deadline (members and admins): a reason and a last day, after today
 * and at most a year on. It holds only once another administrator approves it.
 */
export const requestVulnerabilityException = guardedWrite(
  'records.edit',
  async (member: Member, input: ExceptionRequest, now: Date = new Date()): Promise<{ id: string }> => {
    const today = dayOf(now);
    if (input.expiresOn <= today) throw new WorkspaceError('invalid', 'The exception must end after today.');
    if (input.expiresOn > lastExceptionDay(today))
      throw new WorkspaceError('invalid', 'An exception lasts a year at most: choose an earlier expiry date.');
    const db = await getDb();
    return db.transaction(async (tx) => {
      const finding = await findingOf(tx, member, input.findingId);
      if (finding.fixedOn !== null) throw new WorkspaceError('invalid', 'This finding is fixed: it needs no exception.');
      const [created] = await tx
        .insert(vulnerabilityExceptions)
        .values({
          organizationId: member.organizationId,
          findingId: finding.id,
          reason: input.reason,
          expiresOn: input.expiresOn,
          requestedByMemberId: member.id || null,
          requestedByName: member.displayName,
        })
        .returning({ id: vulnerabilityExceptions.id });
      await recordActivity(tx, member, {
        action: 'vulnerabilities.exception-requested',
        recordType: 'vulnerability-finding',
        recordId: finding.id,
        summary: `Asked for an exception to ${finding.identifier} on ${finding.asset} until ${input.expiresOn}`,
      });
      return { id: created!.id };
    });
  },
);

/** Approves an exception (administrators), never by the person who asked for it (403). */
export const approveVulnerabilityException = guardedWrite(
  'risks.accept',
  async (member: Member, exceptionId: string, now: Date = new Date()): Promise<{ id: string }> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [exception] = await tx
        .select()
        .from(vulnerabilityExceptions)
        .where(
          and(
            eq(vulnerabilityExceptions.id, checkedId(exceptionId, 'The exception')),
            eq(vulnerabilityExceptions.organizationId, member.organizationId),
          ),
        )
        .for('update');
      if (!exception) throw notFound('The exception');
      if (exception.requestedByMemberId !== null && exception.requestedByMemberId === member.id) {
        throw new WorkspaceError('forbidden', OWN_EXCEPTION_REFUSAL);
      }
      if (exception.approvedAt !== null) throw new WorkspaceError('conflict', 'This exception is already approved.');
      const finding = await findingOf(tx, member, exception.findingId);
      await tx
        .update(vulnerabilityExceptions)
        .set({ approvedAt: now, approvedByMemberId: member.id || null, approvedByName: member.displayName })
        .where(eq(vulnerabilityExceptions.id, exception.id));
      await recordActivity(tx, member, {
        action: 'vulnerabilities.exception-approved',
        recordType: 'vulnerability-finding',
        recordId: finding.id,
        summary: `Approved the exception to ${finding.identifier} on ${finding.asset} until ${exception.expiresOn}, asked by ${exception.requestedByName}`,
      });
      return { id: exception.id };
    });
  },
);
