import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { people, policies, policyAcceptances } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { personStatusOn } from '@/lib/domain/people/rules';
import {
  acceptanceStatus,
  inAcceptanceScope,
  keptUserAgent,
  OUT_OF_SCOPE_MESSAGE,
  type AcceptanceVia,
} from '@/lib/domain/policies/acceptance';
import { recordActivity } from '../activity';
import { fileAcceptancesWhenComplete } from './acceptance-evidence';
import { acceptancesOf, approvedTextOf, type ApprovedText } from './acceptance-roster';
import { assertCan, checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';

/**
 * Acceptances of approved policies by the people of the organization: a member accepts for their own person row
 * when signed in; people without a login accept through a one-time link (acceptance-links.ts).
 */

export const NOT_APPROVED_MESSAGE = 'Only an approved policy can be accepted.';
export const LEFT_MESSAGE = 'You have left this organization (your end date in People has passed), so no acceptance is asked of you.';
export const NO_PERSON_MESSAGE =
  'You are not listed among the people of this organization, so there is no acceptance to record. Ask an administrator to add you.';

/** Where an acceptance came from: the client's address (as rate limits read it) and its browser. */
export type AcceptanceOrigin = { ip: string; userAgent: string | null };

/** The SHA-256 (hex) of the exact Markdown text shown to the person who accepts it. */
export function textSha256(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('hex');
}

/** The approved text of a policy of the member's organization: 404 for another organization's id, 422 when not approved. */
async function requireApprovedText(reader: Db | Tx, member: Member, policyId: string): Promise<ApprovedText> {
  checkedId(policyId, 'The policy');
  const [exists] = await reader
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.organizationId, member.organizationId)));
  if (!exists) throw notFound('The policy');
  const text = await approvedTextOf(reader, member.organizationId, policyId);
  if (!text) throw new WorkspaceError('invalid', NOT_APPROVED_MESSAGE);
  return text;
}

/**
 * Writes one acceptance of `text` by `person` and its activity row, inside the caller's transaction; refused when
 * the person's department is outside the policy's scope.
 */
export async function storeAcceptance(
  tx: Tx,
  actor: Pick<Member, 'organizationId' | 'displayName' | 'subject'>,
  person: { id: string; name: string; department: string },
  text: ApprovedText,
  origin: AcceptanceOrigin,
  via: AcceptanceVia,
  now: Date,
) {
  if (!inAcceptanceScope(person.department, text.scope)) throw new WorkspaceError('invalid', OUT_OF_SCOPE_MESSAGE);
  const [stored] = await tx
    .insert(policyAcceptances)
    .values({
      organizationId: actor.organizationId,
      policyId: text.policyId,
      personId: person.id,
      versionLabel: text.versionLabel,
      textSha256: textSha256(text.body),
      acceptedAt: now,
      ipAddress: origin.ip,
      userAgent: keptUserAgent(origin.userAgent),
      via,
    })
    .returning({ id: policyAcceptances.id, acceptedAt: policyAcceptances.acceptedAt });
  const how = via === 'link' ? ' through an acceptance link' : '';
  await recordActivity(tx, actor, {
    action: 'policy.accepted',
    recordType: 'policy',
    recordId: text.policyId,
    summary: `${person.name} accepted the policy ${text.name} ${text.versionLabel}${how}`,
  });
  return { name: text.name, versionLabel: text.versionLabel, acceptedAt: stored!.acceptedAt };
}

/**
 * The signed-in member accepts the approved policy for their own person row. Every role may: accepting is each
 * person's own duty. Refused when the policy is not approved, when the member is not among the people or has left, and when
 * their acceptance of this major version already counts. When it completes the roster, the acceptances are filed as
 * evidence.
 */
export async function acceptPolicy(member: Member, policyId: string, origin: AcceptanceOrigin, now: Date = new Date()) {
  assertCan(member, 'records.view');
  const db = await getDb();
  const accepted = await db.transaction(async (tx) => {
    const text = await requireApprovedText(tx, member, policyId);
    const [person] = await tx
      .select({ id: people.id, name: people.name, department: people.department, startDate: people.startDate, endDate: people.endDate })
      .from(people)
      .where(and(eq(people.organizationId, member.organizationId), eq(people.memberId, member.id)))
      .for('update');
    if (!person) throw new WorkspaceError('invalid', NO_PERSON_MESSAGE);
    if (personStatusOn(person, dayOf(now)) === 'departed') throw new WorkspaceError('forbidden', LEFT_MESSAGE);
    const status = acceptanceStatus(await acceptancesOf(tx, member.organizationId, policyId, person.id), text.versionLabel);
    if (status.state === 'accepted')
      throw new WorkspaceError('invalid', `You have already accepted this policy (${status.versionLabel}, ${status.day}).`);
    return storeAcceptance(tx, member, person, text, origin, 'in-product', now);
  });
  await fileWhenComplete(member.organizationId, policyId, now);
  return accepted;
}

/**
 * After an acceptance is stored: the roster, once complete, is filed as evidence. The acceptance stands whatever
 * happens to the filing; a failure is logged by organization and tried again at the next acceptance.
 */
export async function fileWhenComplete(organizationId: string, policyId: string, now: Date): Promise<void> {
  await fileAcceptancesWhenComplete(organizationId, policyId, now).catch((error: unknown) =>
    console.error(`The acceptances of a policy of organization ${organizationId} could not be filed: ${(error as Error).message}`),
  );
}
