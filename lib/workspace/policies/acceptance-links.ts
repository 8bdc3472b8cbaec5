import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { people, policyAcceptanceLinks } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { personStatusOn } from '@/lib/domain/people/rules';
import {
  acceptanceStatus,
  linkExpiry,
  linkProblem,
  linkProblemMessages,
  peopleNeedingLinks,
  type LinkProblem,
  type StoredAcceptance,
} from '@/lib/domain/policies/acceptance';
import { recordActivity } from '../activity';
import { batchesOf } from '../batches';
import { WorkspaceError, type Member, type Tx } from '../member';
import { fileWhenComplete, storeAcceptance, type AcceptanceOrigin } from './acceptance';
import {
  acceptancesByPerson,
  acceptancesOf,
  approvedHeadingsOf,
  approvedTextOf,
  policyAcceptanceStatus,
  type ApprovedText,
} from './acceptance-roster';
import { guardedWrite } from '../guarded-write';

/**
 * Personal links for people without a login: one link names the person and the policies they are asked to accept,
 * each read and accepted on the link's page. The token (32 random bytes) exists only in the link, mailed or shown
 * once to whoever created it; the database keeps its SHA-256. The token names the person, so the public page needs
 * no session.
 */

const TOKEN = /^[\w-]{20,100}$/;
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export type CreatedAcceptanceLink = { personId: string; name: string; email: string; token: string; expiresAt: Date };

/** Where a link's token is opened, on the product's public pages: the list of its policies. */
export const acceptanceLinkPath = (token: string): string => `/accept/${token}`;
/** Where one policy of a link is read and accepted. */
export const linkedPolicyPath = (token: string, policyId: string): string => `/accept/${token}/${policyId}`;

/** A link to make: for one person, each policy it names with the approved version it is asked at. */
type LinkFor = { organizationId: string; personId: string; versions: Record<string, string> };

/** The versions a link names, from the approved texts it asks for. */
export const versionsOf = (texts: readonly { policyId: string; versionLabel: string }[]): Record<string, string> =>
  Object.fromEntries(texts.map((text) => [text.policyId, text.versionLabel]));

/**
 * Makes one link for each of `links`, inside the caller's transaction, a batch of rows per statement. Answers the
 * tokens in the same order; they are nowhere else: only their hashes are stored.
 */
export async function storeAcceptanceLinks(tx: Tx, links: readonly LinkFor[], now: Date): Promise<{ token: string; expiresAt: Date }[]> {
  const expiresAt = linkExpiry(now);
  const made = links.map((link) => ({ link, token: randomBytes(32).toString('base64url') }));
  for (const batch of batchesOf(made)) {
    await tx.insert(policyAcceptanceLinks).values(batch.map(({ link, token }) => ({ ...link, tokenHash: tokenHash(token), expiresAt })));
  }
  return made.map(({ token }) => ({ token, expiresAt }));
}

/**
 * Makes a link to the approved policy for each person who must accept it, is still pending and has no login
 * (administrators and members). Answers the tokens once; nothing is sent.
 */
export const createAcceptanceLinks = guardedWrite(
  'records.edit',
  async (member: Member, policyId: string, now: Date = new Date()): Promise<CreatedAcceptanceLink[]> => {
    const status = await policyAcceptanceStatus(member, policyId, dayOf(now));
    if (!status) throw new WorkspaceError('invalid', 'Links can be made only for an approved policy.');
    const pending = peopleNeedingLinks(status);
    if (pending.length === 0) throw new WorkspaceError('invalid', 'Everyone without a login has already accepted this policy.');
    const db = await getDb();
    return db.transaction(async (tx) => {
      const versions = { [policyId]: status.versionLabel };
      const links = pending.map((row) => ({ organizationId: member.organizationId, personId: row.personId, versions }));
      const tokens = await storeAcceptanceLinks(tx, links, now);
      const created: CreatedAcceptanceLink[] = pending.map((row, index) => ({
        personId: row.personId,
        name: row.name,
        email: row.email,
        ...tokens[index]!,
      }));
      const count = created.length === 1 ? '1 acceptance link' : `${created.length} acceptance links`;
      await recordActivity(tx, member, {
        action: 'policy.acceptance-links',
        recordType: 'policy',
        recordId: policyId,
        summary: `Created ${count} for the policy ${status.policyName} ${status.versionLabel}`,
      });
      return created;
    });
  },
);

type LinkRow = { organizationId: string; personId: string; versions: Record<string, string>; expiresAt: Date };
type LinkPerson = { id: string; name: string; department: string };
type LinkRefusal = LinkProblem | 'not-found';

type OpenedLink = { ok: false; problem: LinkRefusal } | { ok: true; link: LinkRow; person: LinkPerson };

/**
 * The link `token` and its person at `now`, or why it cannot be used at all (unknown, expired, the person has left).
 * With `lock`, the person's row is locked, so two acceptances of one policy cannot both pass the check.
 */
async function openLink(reader: Db | Tx, token: string, now: Date, lock: boolean): Promise<OpenedLink> {
  if (!TOKEN.test(token)) return { ok: false, problem: 'not-found' };
  const [link] = await reader
    .select({
      organizationId: policyAcceptanceLinks.organizationId,
      personId: policyAcceptanceLinks.personId,
      versions: policyAcceptanceLinks.versions,
      expiresAt: policyAcceptanceLinks.expiresAt,
    })
    .from(policyAcceptanceLinks)
    .where(eq(policyAcceptanceLinks.tokenHash, tokenHash(token)));
  if (!link) return { ok: false, problem: 'not-found' };
  const select = reader
    .select({ id: people.id, name: people.name, department: people.department, startDate: people.startDate, endDate: people.endDate })
    .from(people)
    .where(and(eq(people.id, link.personId), eq(people.organizationId, link.organizationId)));
  const [person] = lock ? await select.for('update') : await select;
  if (!person) return { ok: false, problem: 'not-found' };
  // A departure ends every link of the person, whatever else the link says (a departure scheduled ahead included).
  if (personStatusOn(person, dayOf(now)) === 'departed') return { ok: false, problem: 'ended' };
  if (link.expiresAt.getTime() <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, link, person };
}

/**
 * Why the policy `policyId` of `link`, approved now as `current` (null when it is not), cannot be accepted through the
 * link at `now`, given the person's `acceptances` of it; null when it can.
 */
function standingOf(
  link: LinkRow,
  policyId: string,
  current: { versionLabel: string } | null,
  acceptances: readonly StoredAcceptance[],
  now: Date,
): LinkProblem | null {
  const accepted = current !== null && acceptanceStatus(acceptances, current.versionLabel).state === 'accepted';
  const madeFor = { versionLabel: link.versions[policyId]!, expiresAt: link.expiresAt };
  return linkProblem(madeFor, { versionLabel: current?.versionLabel ?? null, accepted }, now);
}

type PolicyReading = { ok: false; problem: LinkRefusal } | { ok: true; link: LinkRow; person: LinkPerson; text: ApprovedText };

/** One policy of the link `token` at `now`: its approved text, or why it cannot be accepted through the link. */
async function readLinkedPolicy(reader: Db | Tx, token: string, policyId: string, now: Date, lock: boolean): Promise<PolicyReading> {
  const opened = await openLink(reader, token, now, lock);
  if (!opened.ok) return opened;
  const { link, person } = opened;
  // Only the policies the link was made for: it opens nothing else of the organization.
  if (!Object.hasOwn(link.versions, policyId)) return { ok: false, problem: 'not-found' };
  const text = await approvedTextOf(reader, link.organizationId, policyId);
  const problem = standingOf(link, policyId, text, await acceptancesOf(reader, link.organizationId, policyId, person.id), now);
  if (problem || !text) return { ok: false, problem: problem ?? 'changed' };
  return { ok: true, link, person, text };
}

/** A policy a link names, as its page lists it: open to accept, or why not (accepted already, changed since). */
export type LinkedPolicy = { policyId: string; name: string; versionLabel: string; problem: LinkProblem | null };

export type AcceptanceLinkView =
  { state: 'ready'; personName: string; expiresAt: Date; policies: LinkedPolicy[] } | { state: LinkRefusal; message: string };

/**
 * The public page's reading of a link: no session, the token alone names the person. Every policy it names that is
 * still approved, by name, with whether it can be accepted through the link.
 */
export async function viewAcceptanceLink(token: string, now: Date = new Date()): Promise<AcceptanceLinkView> {
  const db = await getDb();
  const opened = await openLink(db, token, now, false);
  if (!opened.ok) return { state: opened.problem, message: linkProblemMessages[opened.problem] };
  const { link, person } = opened;
  const [headings, acceptances] = await Promise.all([
    approvedHeadingsOf(db, link.organizationId),
    acceptancesByPerson(db, link.organizationId, person.id),
  ]);
  const policies = headings
    .filter((heading) => Object.hasOwn(link.versions, heading.policyId))
    .map((heading) => {
      const mine = acceptances.filter((acceptance) => acceptance.policyId === heading.policyId);
      const problem = standingOf(link, heading.policyId, heading, mine, now);
      return { policyId: heading.policyId, name: heading.name, versionLabel: heading.versionLabel, problem };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.policyId.localeCompare(b.policyId));
  return { state: 'ready', personName: person.name, expiresAt: link.expiresAt, policies };
}

export type LinkedPolicyView = { state: 'ready'; personName: string; text: ApprovedText } | { state: LinkRefusal; message: string };

/** One policy of a link, to read and accept: its approved text, or why it cannot be accepted through the link. */
export async function viewLinkedPolicy(token: string, policyId: string, now: Date = new Date()): Promise<LinkedPolicyView> {
  const read = await readLinkedPolicy(await getDb(), token, policyId, now, false);
  if (!read.ok) return { state: read.problem, message: linkProblemMessages[read.problem] };
  return { state: 'ready', personName: read.person.name, text: read.text };
}

/**
 * Accepts the policy `policyId` through the link `token`: refused when the link is unknown or expired, does not name
 * the policy, the policy is no longer approved or is in another major version than the link was made for, the
 * person's acceptance of it already counts, or the person has left or is outside the policy's scope. A refusal
 * records nothing.
 */
export async function acceptThroughLink(token: string, policyId: string, origin: AcceptanceOrigin, now: Date = new Date()) {
  const db = await getDb();
  const accepted = await db.transaction(async (tx) => {
    const read = await readLinkedPolicy(tx, token, policyId, now, true);
    if (!read.ok) throw new WorkspaceError(read.problem === 'not-found' ? 'not-found' : 'invalid', linkProblemMessages[read.problem]);
    // The person acts on their own behalf: the history names them, not a member.
    const actor = { organizationId: read.link.organizationId, displayName: read.person.name, subject: `person:${read.person.id}` };
    return { ...(await storeAcceptance(tx, actor, read.person, read.text, origin, 'link', now)), organizationId: read.link.organizationId };
  });
  await fileWhenComplete(accepted.organizationId, policyId, now);
  return { name: accepted.name, versionLabel: accepted.versionLabel, acceptedAt: accepted.acceptedAt };
}
