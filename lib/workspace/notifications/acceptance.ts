import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { notificationLog, organizations, policies } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import { ACCEPTANCE_REMINDER_DAYS, acceptanceLetter } from '@/lib/domain/notifications/letters';
import { acceptanceRoster, linkExpiry, type AcceptanceRoster } from '@/lib/domain/policies/acceptance';
import { kickMailSender, queueMail } from '@/lib/mail';
import { recordActivity } from '../activity';
import { type Member, type Tx } from '../member';
import {
  acceptanceLinkPath,
  acceptanceRosterOf,
  acceptancesByPolicy,
  approvedHeadingsOf,
  approvedTextOf,
  rosterPeopleOf,
  storeAcceptanceLinks,
  type ApprovedHeading,
} from '../policies';
import { siteLink } from './links';
import { claimLetters } from './log';
import { guardedWrite } from '../guarded-write';

const REMINDER_MS = ACCEPTANCE_REMINDER_DAYS * DAY_MS;
const KIND = 'acceptance-reminder' as const;

type Organization = { id: string; name: string };
/** A person without a login still to accept: mailed a personal link. */
type Pending = { personId: string; name: string; email: string };

/**
 * The people without a login who must accept `text` on `today` and have not. Members are asked on My tasks, and
 * mailed by the letters drawn from it (Assigned tasks, Overdue reminders).
 */
function pendingWithoutLogin(roster: AcceptanceRoster): Pending[] {
  return roster.rows
    .filter((row) => row.status.state === 'pending' && !row.hasLogin)
    .map((row) => ({ personId: row.personId, name: row.name, email: row.email }));
}

/** Who records the links the schedule made: the organization's schedule, no person behind it. */
const scheduler = (organization: Organization) => ({
  organizationId: organization.id,
  displayName: 'Daily schedule',
  subject: 'notifications:schedule',
});

/**
 * Writes one letter to `person` about the policies of `texts` claimed for them now (each at most once in
 * `againAfterMs` per person and policy), with a fresh one-time link for each, inside `tx`. Answers the policies
 * written about.
 */
async function writeAcceptanceLetter(
  tx: Tx,
  organization: Organization,
  texts: readonly ApprovedHeading[],
  person: Pending,
  options: { now: Date; againAfterMs: number; first: boolean },
): Promise<ApprovedHeading[]> {
  const claim = { organizationId: organization.id, recipient: person.personId, kind: KIND };
  const policies = texts.map((text) => text.policyId);
  const keys = await claimLetters(tx, claim, policies, { now: options.now, againAfterMs: options.againAfterMs });
  // Each claimed policy once, in the list's order.
  const claimed = texts.filter((text) => keys.delete(text.policyId));
  if (claimed.length === 0) return [];
  const links = claimed.map((text) => ({
    organizationId: organization.id,
    policyId: text.policyId,
    personId: person.personId,
    versionLabel: text.versionLabel,
  }));
  const tokens = await storeAcceptanceLinks(tx, links, options.now);
  const asked = claimed.map((text, index) => ({
    policyName: text.name,
    versionLabel: text.versionLabel,
    link: siteLink(acceptanceLinkPath(tokens[index]!.token)),
  }));
  const letter = acceptanceLetter({
    organizationName: organization.name,
    policies: asked,
    linkExpiresOn: dayOf(linkExpiry(options.now)),
    first: options.first,
  });
  await queueMail(tx, {
    kind: 'policy-acceptance',
    to: person.email,
    subject: letter.subject,
    body: letter.body,
    link: asked[0]!.link,
    organizationId: organization.id,
  });
  return claimed;
}

/**
 * Right after a policy version is approved: each person in its roster without a login who has not accepted gets a
 * personal one-time link by mail (the policy's page can still make links to hand over). Counts as their reminder
 * for the next ACCEPTANCE_REMINDER_DAYS. Answers how many letters were queued.
 */
export const mailAcceptanceLinks = guardedWrite(
  'records.edit',
  async (member: Member, policyId: string, now: Date = new Date()): Promise<number> => {
    const db = await getDb();
    const organization = { id: member.organizationId, name: member.organizationName };
    const written = await db.transaction(async (tx) => {
      const text = await approvedTextOf(tx, member.organizationId, policyId);
      if (!text) return 0;
      let sent = 0;
      const { roster } = await acceptanceRosterOf(tx, member.organizationId, text, dayOf(now));
      for (const person of pendingWithoutLogin(roster)) {
        const options = { now, againAfterMs: 0, first: true };
        if ((await writeAcceptanceLetter(tx, organization, [text], person, options)).length > 0) sent += 1;
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
  },
);

/**
 * Each pending person of the organization with the approved policies they have not been asked about for a week. The
 * people, the approved policies and the acceptances are read once for the organization, not once per policy: a large
 * organization has hundreds of policies and people.
 */
async function dueReminders(organization: Organization, now: Date) {
  const db = await getDb();
  const today = dayOf(now);
  const [recent, texts, everyone, acceptances] = await Promise.all([
    db
      .select({ recipientId: notificationLog.recipientId, key: notificationLog.key })
      .from(notificationLog)
      .where(
        and(
          eq(notificationLog.organizationId, organization.id),
          eq(notificationLog.kind, KIND),
          gt(notificationLog.sentAt, new Date(now.getTime() - REMINDER_MS)),
        ),
      ),
    approvedHeadingsOf(db, organization.id),
    rosterPeopleOf(db, organization.id),
    acceptancesByPolicy(db, organization.id),
  ]);
  const asked = new Set(recent.map((row) => `${row.recipientId}:${row.key}`));
  const due = new Map<string, { person: Pending; texts: ApprovedHeading[] }>();
  for (const text of texts) {
    const roster = acceptanceRoster(everyone, acceptances.get(text.policyId) ?? [], text.versionLabel, today, text.scope);
    for (const person of pendingWithoutLogin(roster)) {
      if (asked.has(`${person.personId}:${text.policyId}`)) continue;
      const entry = due.get(person.personId) ?? { person, texts: [] };
      entry.texts.push(text);
      due.set(person.personId, entry);
    }
  }
  return [...due.values()];
}

/** The reminders of one organization: one letter per person, each in its own transaction, so one failure spares the others. */
async function remindOrganization(organization: Organization, now: Date): Promise<number> {
  const db = await getDb();
  let sent = 0;
  for (const { person, texts } of await dueReminders(organization, now)) {
    try {
      const written = await db.transaction(async (tx) => {
        const options = { now, againAfterMs: REMINDER_MS, first: false };
        const claimed = await writeAcceptanceLetter(tx, organization, texts, person, options);
        await recordActivity(
          tx,
          scheduler(organization),
          claimed.map((text) => ({
            action: 'policy.acceptance-links',
            recordType: 'policy',
            recordId: text.policyId,
            summary: `Mailed a reminder with a new acceptance link to ${person.name} for the policy ${text.name} ${text.versionLabel}`,
          })),
        );
        return claimed.length > 0;
      });
      if (written) sent += 1;
    } catch (error) {
      console.error(`The acceptance reminder of organization ${organization.id} could not be written: ${(error as Error).message}`);
    }
  }
  return sent;
}

/**
 * Reminds each person without a login in the roster of every approved policy who has not accepted it, at most once every
 * ACCEPTANCE_REMINDER_DAYS days per person and policy: one letter per person naming every policy due. Answers how
 * many letters were queued.
 */
export async function remindPendingAcceptances(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const withApproved = await db
    .selectDistinct({ id: organizations.id, name: organizations.name })
    .from(policies)
    .innerJoin(organizations, eq(organizations.id, policies.organizationId))
    .where(and(eq(policies.status, 'approved'), isNull(policies.archivedAt)));
  let sent = 0;
  for (const organization of withApproved) sent += await remindOrganization(organization, now);
  return sent;
}
