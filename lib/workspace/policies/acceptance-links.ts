import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { people, policyAcceptanceLinks } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { personStatusOn } from '@/lib/domain/people/rules';
import { linkExpiry, linkProblem, linkProblemMessages, peopleNeedingLinks, type LinkProblem } from '@/lib/domain/policies/acceptance';
import { recordActivity } from '../activity';
import { batchesOf } from '../batches';
import { WorkspaceError, type Member, type Tx } from '../member';
import { fileWhenComplete, storeAcceptance, type AcceptanceOrigin } from './acceptance';
import { approvedTextOf, policyAcceptanceStatus, type ApprovedText } from './acceptance-roster';
import { guardedWrite } from '../guarded-write';

/**
 * One-time links for people without a login: the token (32 random bytes) exists only in the link, shown once to
 * whoever created it; the database keeps its SHA-256. The token names the person and the policy, so the public
 * page needs no session.
 */

const TOKEN = /^[\w-]{20,100}$/;
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export type CreatedAcceptanceLink = { personId: string; name: string; email: string; token: string; expiresAt: Date };

/** Where a link's token is opened, on the product's public pages. */
export const acceptanceLinkPath = (token: string): string => `/accept/${token}`;

type LinkFor = { organizationId: string; policyId: string; personId: string; versionLabel: string };

/**
 * Makes one link for each of `links` (a person to accept the approved `versionLabel` of a policy), inside the caller's
 * transaction, a batch of rows per statement. Answers the tokens in the same order; they are nowhere else: only their
 * hashes are stored.
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
 * Makes a link for each person who must accept the approved policy, is still pending and has no login
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
      const links = pending.map((row) => ({
        organizationId: member.organizationId,
        policyId,
        personId: row.personId,
        versionLabel: status.versionLabel,
      }));
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

export type AcceptanceLinkView =
  { state: 'ready'; personName: string; text: ApprovedText } | { state: LinkProblem | 'not-found'; message: string };

type LinkRow = {
  id: string;
  organizationId: string;
  policyId: string;
  personId: string;
  versionLabel: string;
  expiresAt: Date;
  usedAt: Date | null;
};

async function linkOf(reader: Db | Tx, token: string, lock: boolean): Promise<LinkRow | null> {
  if (!TOKEN.test(token)) return null;
  const select = reader
    .select({
      id: policyAcceptanceLinks.id,
      organizationId: policyAcceptanceLinks.organizationId,
      policyId: policyAcceptanceLinks.policyId,
      personId: policyAcceptanceLinks.personId,
      versionLabel: policyAcceptanceLinks.versionLabel,
      expiresAt: policyAcceptanceLinks.expiresAt,
      usedAt: policyAcceptanceLinks.usedAt,
    })
    .from(policyAcceptanceLinks)
    .where(eq(policyAcceptanceLinks.tokenHash, tokenHash(token)));
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
}

type LinkReading =
  | { ok: false; problem: LinkProblem | 'not-found' }
  | { ok: true; link: LinkRow; person: { id: string; name: string; department: string }; text: ApprovedText };

const refused = (problem: LinkProblem | 'not-found'): LinkReading => ({ ok: false, problem });

/** What the link `token` shows at `now`: the person and the approved text, or why it cannot be used. */
async function readLink(reader: Db | Tx, token: string, now: Date, lock: boolean): Promise<LinkReading> {
  const link = await linkOf(reader, token, lock);
  if (!link) return refused('not-found');
  const [person] = await reader
    .select({ id: people.id, name: people.name, department: people.department, startDate: people.startDate, endDate: people.endDate })
    .from(people)
    .where(and(eq(people.id, link.personId), eq(people.organizationId, link.organizationId)));
  if (!person) return refused('not-found');
  // A departure ends every link of the person, whatever else the link says (a departure scheduled ahead included).
  if (personStatusOn(person, dayOf(now)) === 'departed') return refused('ended');
  const text = await approvedTextOf(reader, link.organizationId, link.policyId);
  const problem = linkProblem(link, text?.versionLabel ?? null, now);
  if (problem || !text) return refused(problem ?? 'changed');
  return { ok: true, link, person, text };
}

/** The public page's reading of a link: no session, the token alone names the person and the policy. */
export async function viewAcceptanceLink(token: string, now: Date = new Date()): Promise<AcceptanceLinkView> {
  const db = await getDb();
  const read = await readLink(db, token, now, false);
  if (!read.ok) return { state: read.problem, message: linkProblemMessages[read.problem] };
  return { state: 'ready', personName: read.person.name, text: read.text };
}

/**
 * Accepts through the link `token`: refused when it is unknown, used, expired, or the policy is no longer approved
 * or is in another major version than the link was made for, or when the person has left or is outside the
 * policy's scope. A refusal records nothing. A link is used once.
 */
export async function acceptThroughLink(token: string, origin: AcceptanceOrigin, now: Date = new Date()) {
  const db = await getDb();
  const accepted = await db.transaction(async (tx) => {
    const read = await readLink(tx, token, now, true);
    if (!read.ok) throw new WorkspaceError(read.problem === 'not-found' ? 'not-found' : 'invalid', linkProblemMessages[read.problem]);
    const used = await tx
      .update(policyAcceptanceLinks)
      .set({ usedAt: now })
      .where(and(eq(policyAcceptanceLinks.id, read.link.id), isNull(policyAcceptanceLinks.usedAt)))
      .returning({ id: policyAcceptanceLinks.id });
    if (used.length === 0) throw new WorkspaceError('invalid', linkProblemMessages.used);
    // The person acts on their own behalf: the history names them, not a member.
    const actor = { organizationId: read.link.organizationId, displayName: read.person.name, subject: `person:${read.person.id}` };
    return { ...(await storeAcceptance(tx, actor, read.person, read.text, origin, 'link', now)), at: read.link };
  });
  await fileWhenComplete(accepted.at.organizationId, accepted.at.policyId, now);
  return { name: accepted.name, versionLabel: accepted.versionLabel, acceptedAt: accepted.acceptedAt };
}
