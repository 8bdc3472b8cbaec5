import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { organizations, policies } from '@/lib/db/schema';
import { isoDay } from '@/lib/domain/days-remaining';
import { ACCEPTANCE_REMINDER_DAYS, acceptanceLetter } from '@/lib/domain/notification-letters';
import { kickMailSender, queueMail } from '@/lib/mail';
import { recordActivity } from '../activity';
import { assertCan, type Member, type Tx } from '../member';
import { acceptanceLinkPath, acceptanceRosterOf, approvedTextOf, storeAcceptanceLink, type ApprovedText } from '../policies';
import { siteLink } from './links';
import { claimLetter } from './log';
import { recipientsWanting } from './preferences';

const DAY_MS = 24 * 60 * 60 * 1000;

type Organization = { id: string; name: string };
/** A person still to accept: a member signs in; a person without a login gets a personal link. */
type Pending = { personId: string; name: string; email: string; memberId: string | null };

/** The people who must accept `text` on `today` and have not, with their login if they have one. */
async function pendingPeople(reader: Db | Tx, organizationId: string, text: ApprovedText, today: string) {
  const { everyone, roster } = await acceptanceRosterOf(reader, organizationId, text, today);
  const logins = new Map(everyone.map((person) => [person.id, person.memberId]));
  return roster.rows
    .filter((row) => row.status.state === 'pending')
    .map((row): Pending => ({ personId: row.personId, name: row.name, email: row.email, memberId: logins.get(row.personId) ?? null }));
}

/** Who records a link the schedule made: the organization's schedule, no person behind it. */
const scheduler = (organization: Organization) => ({
  organizationId: organization.id,
  displayName: 'Daily schedule',
  subject: 'notifications:schedule',
});

/**
 * Writes one acceptance letter to `person` inside `tx`, once claimed: at most once in `againAfterMs` per person and
 * policy. A person without a login gets a fresh one-time link, recorded in the history; a member the policy's page.
 */
async function writeAcceptanceLetter(
  tx: Tx,
  organization: Organization,
  text: ApprovedText,
  person: Pending & { to: string },
  options: { now: Date; againAfterMs: number; first: boolean },
): Promise<boolean> {
  const claim = { organizationId: organization.id, recipient: person.personId, kind: 'acceptance-reminder' as const, key: text.policyId };
  if (!(await claimLetter(tx, claim, { now: options.now, againAfterMs: options.againAfterMs }))) return false;
  let link = siteLink(`/manage/policies/${text.policyId}`);
  let linkExpiresOn: string | null = null;
  if (!person.memberId) {
    const stored = { organizationId: organization.id, policyId: text.policyId, personId: person.personId, versionLabel: text.versionLabel };
    const made = await storeAcceptanceLink(tx, stored, options.now);
    link = siteLink(acceptanceLinkPath(made.token));
    linkExpiresOn = isoDay(made.expiresAt);
  }
  const letter = acceptanceLetter({
    organizationName: organization.name,
    policyName: text.name,
    versionLabel: text.versionLabel,
    link,
    linkExpiresOn,
    first: options.first,
  });
  await queueMail(tx, { to: person.to, subject: letter.subject, body: letter.body, link, organizationId: organization.id });
  return true;
}

/**
 * Right after a policy version is approved: each person in its roster without a login who has not accepted gets a
 * personal one-time link by mail (the policy's page can still make links to hand over). Counts as their reminder
 * for the next ACCEPTANCE_REMINDER_DAYS. Answers how many letters were queued.
 */
export async function mailAcceptanceLinks(member: Member, policyId: string, now: Date = new Date()): Promise<number> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  const organization = { id: member.organizationId, name: member.organizationName };
  const written = await db.transaction(async (tx) => {
    const text = await approvedTextOf(tx, member.organizationId, policyId);
    if (!text) return 0;
    const withoutLogin = (await pendingPeople(tx, member.organizationId, text, isoDay(now))).filter((person) => !person.memberId);
    let sent = 0;
    for (const person of withoutLogin) {
      if (await writeAcceptanceLetter(tx, organization, text, { ...person, to: person.email }, { now, againAfterMs: 0, first: true }))
        sent += 1;
    }
    if (sent > 0) {
      await recordActivity(tx, member, {
        action: 'policy.acceptance-links',
        recordType: 'policy',
        recordId: policyId,
        summary: `Mailed ${sent === 1 ? '1 acceptance link' : `${sent} acceptance links`} for the policy ${text.name} ${text.versionLabel}`,
      });
    }
    return sent;
  });
  if (written > 0) kickMailSender();
  return written;
}

/** The reminders of one approved policy: each letter in its own transaction, so one failure spares the others. */
async function remindOfPolicy(organization: Organization, policyId: string, now: Date): Promise<number> {
  const db = await getDb();
  const text = await approvedTextOf(db, organization.id, policyId);
  if (!text) return 0;
  const pending = await pendingPeople(db, organization.id, text, isoDay(now));
  const memberIds = pending.flatMap((person) => (person.memberId ? [person.memberId] : []));
  // Members follow their "Overdue reminders" toggle; people without a login have no settings and are always reminded.
  const wanting = new Map((await recipientsWanting(db, organization.id, memberIds, 'overdueReminders')).map((r) => [r.id, r]));
  const options = { now, againAfterMs: ACCEPTANCE_REMINDER_DAYS * DAY_MS, first: false };
  let sent = 0;
  for (const person of pending) {
    const to = person.memberId ? wanting.get(person.memberId)?.email : person.email;
    if (!to) continue;
    try {
      const written = await db.transaction(async (tx) => {
        const done = await writeAcceptanceLetter(tx, organization, text, { ...person, to }, options);
        if (done && !person.memberId) {
          await recordActivity(tx, scheduler(organization), {
            action: 'policy.acceptance-links',
            recordType: 'policy',
            recordId: policyId,
            summary: `Mailed a reminder with a new acceptance link to ${person.name} for the policy ${text.name} ${text.versionLabel}`,
          });
        }
        return done;
      });
      if (written) sent += 1;
    } catch (error) {
      console.error(
        `The acceptance reminder of policy ${policyId} (organization ${organization.id}) could not be written: ${(error as Error).message}`,
      );
    }
  }
  return sent;
}

/**
 * Reminds everyone in the roster of every approved policy who has not accepted it, at most once every
 * ACCEPTANCE_REMINDER_DAYS days per person and policy. Answers how many letters were queued.
 */
export async function remindPendingAcceptances(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const approved = await db
    .select({ policyId: policies.id, id: organizations.id, name: organizations.name })
    .from(policies)
    .innerJoin(organizations, eq(organizations.id, policies.organizationId))
    .where(and(eq(policies.status, 'approved'), isNull(policies.archivedAt)));
  let sent = 0;
  for (const { policyId, ...organization } of approved) sent += await remindOfPolicy(organization, policyId, now);
  return sent;
}
