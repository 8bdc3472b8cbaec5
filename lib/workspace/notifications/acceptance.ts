import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { notificationLog, organizations, policies } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import { ACCEPTANCE_REMINDER_DAYS, acceptanceLetter } from '@/lib/domain/notifications/letters';
import { acceptanceRoster, linkExpiry } from '@/lib/domain/policies/acceptance';
import { kickMailSender, queueMail } from '@/lib/mail';
import { recordActivity } from '../activity';
import { type Member, type Tx } from '../member';
import {
  acceptanceLinkPath,
  acceptancesByPolicy,
  approvedHeadingsOf,
  approvedTextOf,
  rosterPeopleOf,
  storeAcceptanceLinks,
  versionsOf,
  type ApprovedHeading,
} from '../policies';
import { siteLink } from './links';
import { claimLetter } from './log';
import { guardedWrite } from '../guarded-write';

const REMINDER_MS = ACCEPTANCE_REMINDER_DAYS * DAY_MS;
const KIND = 'acceptance-reminder' as const;
/** A person is written to about all their pending policies at once, so a letter is claimed per person, not per policy. */
const EVERY_PENDING_POLICY = 'pending-policies';

type Organization = { id: string; name: string };
/** A person without a login still to accept: mailed a personal link. */
type Pending = { personId: string; name: string; email: string };
/** A person without a login with the approved policies they have not accepted, by name. */
type PendingPerson = { person: Pending; texts: ApprovedHeading[] };

/**
 * Each person without a login of the organization who must accept approved policies on `today` and has not, with
 * those policies. Members are asked on My tasks, and mailed by the letters drawn from it (Assigned tasks, Overdue
 * reminders). The people, the approved policies and the acceptances are read once for the organization, not once
 * per policy: a large organization has hundreds of policies and people.
 */
async function pendingWithoutLogin(reader: Db | Tx, organizationId: string, today: string): Promise<PendingPerson[]> {
  const [texts, everyone, acceptances] = await Promise.all([
    approvedHeadingsOf(reader, organizationId),
    rosterPeopleOf(reader, organizationId),
    acceptancesByPolicy(reader, organizationId),
  ]);
  const pending = new Map<string, PendingPerson>();
  for (const text of texts.sort((a, b) => a.name.localeCompare(b.name))) {
    const roster = acceptanceRoster(everyone, acceptances.get(text.policyId) ?? [], text.versionLabel, today, text.scope);
    for (const row of roster.rows) {
      if (row.status.state !== 'pending' || row.hasLogin) continue;
      const entry = pending.get(row.personId) ?? { person: { personId: row.personId, name: row.name, email: row.email }, texts: [] };
      entry.texts.push(text);
      pending.set(row.personId, entry);
    }
  }
  return [...pending.values()];
}

/**
 * Writes one letter to `person` naming `texts`, with one personal link that opens them all, inside `tx`, once the
 * person's letter is claimed (at most once in `againAfterMs`). Answers whether it was written.
 */
async function writeAcceptanceLetter(
  tx: Tx,
  organization: Organization,
  { person, texts }: PendingPerson,
  options: { now: Date; againAfterMs: number; first: boolean },
): Promise<boolean> {
  const claim = { organizationId: organization.id, recipient: person.personId, kind: KIND, key: EVERY_PENDING_POLICY };
  if (!(await claimLetter(tx, claim, options))) return false;
  const link = { organizationId: organization.id, personId: person.personId, versions: versionsOf(texts) };
  const [made] = await storeAcceptanceLinks(tx, [link], options.now);
  const address = siteLink(acceptanceLinkPath(made!.token));
  const letter = acceptanceLetter({
    organizationName: organization.name,
    policies: texts.map((text) => ({ policyName: text.name, versionLabel: text.versionLabel })),
    link: address,
    linkExpiresOn: dayOf(linkExpiry(options.now)),
    first: options.first,
  });
  await queueMail(tx, {
    kind: 'policy-acceptance',
    to: person.email,
    subject: letter.subject,
    body: letter.body,
    link: address,
    organizationId: organization.id,
  });
  return true;
}

/**
 * Right after a policy version is approved: each person in its roster without a login who has not accepted gets a
 * letter naming it first, then the other policies they still owe, with one personal link to them all (the policy's
 * page can still make links to hand over). Counts as their reminder for the next ACCEPTANCE_REMINDER_DAYS. Answers
 * how many letters were queued.
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
      for (const { person, texts } of await pendingWithoutLogin(tx, member.organizationId, dayOf(now))) {
        const approved = texts.find((pending) => pending.policyId === policyId);
        if (!approved) continue;
        const named = { person, texts: [approved, ...texts.filter((pending) => pending !== approved)] };
        if (await writeAcceptanceLetter(tx, organization, named, { now, againAfterMs: 0, first: true })) sent += 1;
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

/** Who records the links the schedule made: the organization's schedule, no person behind it. */
const scheduler = (organization: Organization) => ({
  organizationId: organization.id,
  displayName: 'Daily schedule',
  subject: 'notifications:schedule',
});

/** Each pending person of the organization not written to about their policies for a week. */
async function dueReminders(organization: Organization, now: Date): Promise<PendingPerson[]> {
  const db = await getDb();
  const [recent, pending] = await Promise.all([
    db
      .select({ recipientId: notificationLog.recipientId })
      .from(notificationLog)
      .where(
        and(
          eq(notificationLog.organizationId, organization.id),
          eq(notificationLog.kind, KIND),
          eq(notificationLog.key, EVERY_PENDING_POLICY),
          gt(notificationLog.sentAt, new Date(now.getTime() - REMINDER_MS)),
        ),
      ),
    pendingWithoutLogin(db, organization.id, dayOf(now)),
  ]);
  const asked = new Set(recent.map((row) => row.recipientId));
  return pending.filter(({ person }) => !asked.has(person.personId));
}

const policiesText = (count: number) => (count === 1 ? '1 policy' : `${count} policies`);

/** The reminders of one organization: one letter per person, each in its own transaction, so one failure spares the others. */
async function remindOrganization(organization: Organization, now: Date): Promise<number> {
  const db = await getDb();
  let sent = 0;
  for (const due of await dueReminders(organization, now)) {
    try {
      const written = await db.transaction(async (tx) => {
        if (!(await writeAcceptanceLetter(tx, organization, due, { now, againAfterMs: REMINDER_MS, first: false }))) return false;
        await recordActivity(tx, scheduler(organization), {
          action: 'policy.acceptance-links',
          recordType: 'person',
          recordId: due.person.personId,
          summary: `Mailed a reminder with a personal acceptance link to ${due.person.name} for ${policiesText(due.texts.length)}`,
        });
        return true;
      });
      if (written) sent += 1;
    } catch (error) {
      console.error(`The acceptance reminder of organization ${organization.id} could not be written: ${(error as Error).message}`);
    }
  }
  return sent;
}

/**
 * Reminds each person without a login who has not accepted every approved policy of their roster, at most once
 * every ACCEPTANCE_REMINDER_DAYS days: one letter per person naming every policy due, with one personal link.
 * Answers how many letters were queued.
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
