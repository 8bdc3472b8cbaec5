import 'server-only';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { controlStates } from '@/lib/db/schema';
import type { AlertCheck } from '@/lib/domain/checks/alerts';
import { failingCheckLetter } from '@/lib/domain/notifications/letters';
import { queueMail } from '@/lib/mail';
import { recordActivity } from '../activity';
import type { Member, Tx } from '../member';
import { claimLetter } from './log';
import { recipientsWanting } from './preferences';

/** The owners of the organization's controls among `controlIds`, each with the controls they own. */
async function controlOwners(tx: Tx, organizationId: string, controlIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const owners = new Map<string, Set<string>>();
  if (controlIds.length === 0) return owners;
  const rows = await tx
    .select({ controlId: controlStates.controlId, ownerMemberId: controlStates.ownerMemberId })
    .from(controlStates)
    .where(
      and(
        eq(controlStates.organizationId, organizationId),
        inArray(controlStates.controlId, [...new Set(controlIds)]),
        isNotNull(controlStates.ownerMemberId),
      ),
    );
  for (const { controlId, ownerMemberId } of rows) {
    const owned = owners.get(ownerMemberId!) ?? new Set<string>();
    owned.add(controlId);
    owners.set(ownerMemberId!, owned);
  }
  return owners;
}

/**
 * Inside the transaction that writes a run's alerts: one letter to each owner of a control the newly failing checks
 * map to, who keeps "Failing checks" on, naming the checks on their controls, with an activity row each. Claimed
 * per owner and run, so the run is written about once. Answers how many letters were queued; the caller kicks the
 * mail sender once the transaction committed.
 */
export async function mailFailingCheckOwners(
  tx: Tx,
  member: Member,
  run: { provider: string; providerName: string; startedAt: Date; failing: readonly AlertCheck[]; link: string },
): Promise<number> {
  const owners = await controlOwners(
    tx,
    member.organizationId,
    run.failing.flatMap((check) => check.controls),
  );
  const recipients = await recipientsWanting(tx, member.organizationId, [...owners.keys()], 'failingChecks');
  let written = 0;
  for (const recipient of recipients) {
    const ownedControls = owners.get(recipient.id)!;
    const failing = run.failing.filter((check) => check.controls.some((control) => ownedControls.has(control)));
    const key = `${run.provider}:${run.startedAt.toISOString()}`;
    if (!(await claimLetter(tx, { organizationId: member.organizationId, recipient: recipient.id, kind: 'failing-check', key }))) continue;
    const letter = failingCheckLetter({
      organizationName: member.organizationName,
      providerName: run.providerName,
      failing,
      ownedControls,
      link: run.link,
    });
    await queueMail(tx, {
      kind: 'failing-check',
      to: recipient.email,
      subject: letter.subject,
      body: letter.body,
      link: run.link,
      organizationId: member.organizationId,
    });
    await recordActivity(tx, member, {
      action: 'check.owner-alerted',
      recordType: 'integration',
      recordId: run.provider,
      summary: `Wrote to ${recipient.email}, who owns controls they map to, that ${failing.map((check) => `"${check.title}"`).join(', ')} started failing`,
    });
    written += 1;
  }
  return written;
}
