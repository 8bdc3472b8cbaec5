import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { organizations, vendorQuestionnaireLinks, vendorReviews, vendors } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import {
  questionnaireLinkExpiry,
  questionnaireLinkMessages,
  questionnaireLinkProblem,
  type QuestionnaireLinkProblem,
} from '@/lib/domain/vendors/rules';
import { kickMailSender, queueMail } from '@/lib/mail';
import type { CreatedQuestionnaireLink, QuestionnaireLinkInput, QuestionnaireResponse } from '@/lib/schemas/vendors/records';
import { recordActivity } from '../activity';
import { WorkspaceError, type Member, type Tx } from '../member';
import { siteLink } from '../notifications';
import { vendorOf } from './records';
import { guardedWrite } from '../guarded-write';

/**
 * One-time questionnaire links: the token (32 random bytes) exists only in the link, shown once to the member who
 * made it (and in the letter to the vendor's contact); the database keeps its SHA-256. The token names the review,
 * so the public page needs no session.
 */

const TOKEN = /^[\w-]{20,100}$/;
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Where a link's token is opened, on the product's public pages. */
export const questionnaireLinkPath = (token: string): string => `/vendor-questionnaire/${token}`;

function questionnaireLetter(organizationName: string, vendorName: string, link: string, expiresOn: string) {
  return {
    subject: `${organizationName} asks ${vendorName} to answer a security questionnaire`,
    body:
      `${organizationName} reviews the security of its vendors and asks ${vendorName} to answer a short questionnaire ` +
      `of eleven questions (yes, no or partly, with a comment where useful). No account is needed.\n\n` +
      `The link works once and until ${expiresOn}.`,
    link,
  };
}

/**
 * Send questionnaire (members and admins): opens a review for the vendor, makes its one-time link (14 days) and,
 * with a contact email, queues the letter in the same transaction. Answers the link's path, shown once.
 */
export const createQuestionnaireLink = guardedWrite(
  'records.edit',
  async (member: Member, input: QuestionnaireLinkInput, now: Date = new Date()): Promise<CreatedQuestionnaireLink> => {
    const db = await getDb();
    const created = await db.transaction(async (tx) => {
      const vendor = await vendorOf(tx, member, input.vendorId);
      const [review] = await tx
        .insert(vendorReviews)
        .values({ organizationId: member.organizationId, vendorId: vendor.id, createdAt: now })
        .returning({ id: vendorReviews.id });
      if (!review) throw new Error('The review was not opened');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = questionnaireLinkExpiry(now);
      await tx.insert(vendorQuestionnaireLinks).values({
        organizationId: member.organizationId,
        vendorId: vendor.id,
        reviewId: review.id,
        tokenHash: tokenHash(token),
        contactEmail: input.contactEmail,
        expiresAt,
        createdAt: now,
      });
      const path = questionnaireLinkPath(token);
      if (input.contactEmail) {
        const letter = questionnaireLetter(member.organizationName, vendor.name, siteLink(path), dayOf(expiresAt));
        await queueMail(tx, { kind: 'vendor-questionnaire', to: input.contactEmail, ...letter, organizationId: member.organizationId });
      }
      await recordActivity(tx, member, {
        action: 'vendor.questionnaire-sent',
        recordType: 'vendor',
        recordId: vendor.id,
        summary: input.contactEmail
          ? `Sent the security questionnaire to ${vendor.name} (${input.contactEmail})`
          : `Made a security questionnaire link for ${vendor.name}`,
      });
      return { vendorId: vendor.id, reviewId: review.id, path, expiresAt, mailedTo: input.contactEmail };
    });
    if (created.mailedTo) kickMailSender();
    return created;
  },
);

type LinkRow = { id: string; organizationId: string; vendorId: string; reviewId: string; expiresAt: Date; usedAt: Date | null };

async function linkOf(reader: Db | Tx, token: string, lock: boolean): Promise<LinkRow | null> {
  if (!TOKEN.test(token)) return null;
  const select = reader
    .select({
      id: vendorQuestionnaireLinks.id,
      organizationId: vendorQuestionnaireLinks.organizationId,
      vendorId: vendorQuestionnaireLinks.vendorId,
      reviewId: vendorQuestionnaireLinks.reviewId,
      expiresAt: vendorQuestionnaireLinks.expiresAt,
      usedAt: vendorQuestionnaireLinks.usedAt,
    })
    .from(vendorQuestionnaireLinks)
    .where(eq(vendorQuestionnaireLinks.tokenHash, tokenHash(token)));
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
}

type LinkReading =
  { ok: false; problem: QuestionnaireLinkProblem } | { ok: true; link: LinkRow; vendorName: string; organizationName: string };

async function readLink(reader: Db | Tx, token: string, now: Date, lock: boolean): Promise<LinkReading> {
  const link = await linkOf(reader, token, lock);
  if (!link) return { ok: false, problem: 'not-found' };
  const [names] = await reader
    .select({ vendorName: vendors.name, organizationName: organizations.name })
    .from(vendors)
    .innerJoin(organizations, eq(organizations.id, vendors.organizationId))
    .where(and(eq(vendors.id, link.vendorId), eq(vendors.organizationId, link.organizationId)));
  if (!names) return { ok: false, problem: 'not-found' };
  const problem = questionnaireLinkProblem(link, now);
  return problem ? { ok: false, problem } : { ok: true, link, ...names };
}

export type QuestionnaireLinkView =
  { state: 'ready'; vendorName: string; organizationName: string } | { state: QuestionnaireLinkProblem; message: string };

/** The public page's reading of a link: no session, the token alone names the review. */
export async function viewQuestionnaireLink(token: string, now = new Date()): Promise<QuestionnaireLinkView> {
  const read = await readLink(await getDb(), token, now, false);
  if (!read.ok) return { state: read.problem, message: questionnaireLinkMessages[read.problem] };
  return { state: 'ready', vendorName: read.vendorName, organizationName: read.organizationName };
}

/**
 * Stores the vendor's answers on the link's review, and uses the link: refused when it is unknown, used or
 * expired. A link is used once, even by two answers sent at the same moment.
 */
export async function answerQuestionnaire(
  token: string,
  response: QuestionnaireResponse,
  now = new Date(),
): Promise<{ vendorName: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const read = await readLink(tx, token, now, true);
    if (!read.ok) throw new WorkspaceError(read.problem === 'not-found' ? 'not-found' : 'invalid', questionnaireLinkMessages[read.problem]);
    const used = await tx
      .update(vendorQuestionnaireLinks)
      .set({ usedAt: now })
      .where(and(eq(vendorQuestionnaireLinks.id, read.link.id), isNull(vendorQuestionnaireLinks.usedAt)))
      .returning({ id: vendorQuestionnaireLinks.id });
    if (used.length === 0) throw new WorkspaceError('invalid', questionnaireLinkMessages.used);
    await tx
      .update(vendorReviews)
      .set({ answers: response, answeredAt: now })
      .where(and(eq(vendorReviews.id, read.link.reviewId), eq(vendorReviews.organizationId, read.link.organizationId)));
    // The vendor answers on its own behalf: the history names them, not a member.
    const actor = {
      organizationId: read.link.organizationId,
      displayName: `${response.respondent} (${read.vendorName})`,
      subject: `vendor:${read.link.vendorId}`,
    };
    await recordActivity(tx, actor, {
      action: 'vendor.questionnaire-answered',
      recordType: 'vendor',
      recordId: read.link.vendorId,
      summary: `${read.vendorName} answered the security questionnaire`,
    });
    return { vendorName: read.vendorName };
  });
}
