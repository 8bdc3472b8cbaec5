import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { questionnaireAnswers } from '@/lib/db/schema';
import { normalizeText, pinSource } from '@/lib/domain/questionnaires';
import { libraryAnswerSchema, type AnswerSource, type LibraryAnswer, type LibraryAnswerInput } from '@/lib/schemas/questionnaires/answers';
import { recordActivity } from '../activity';
import { assertCan, notFound, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { currentRecordsOf } from './library';

/** The refusal of an approval whose cited record changed after the answer was suggested. */
export const sourceChangedMessage = (label: string) =>
  `${label} changed since this answer was suggested. Review the answer against it and approve again.`;

/** The library's key of a question: the same wording, whatever its case, spacing and punctuation, is one entry. */
export const questionKey = (question: string) => createHash('sha256').update(normalizeText(question)).digest('hex');

const clipped = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Approves an answer into the library (members and admins): a new entry for a new question (`version` 0), or the
 * next version of the question's entry, refused when someone else changed it since it was read. Each cited record
 * must be the organization's (else not found) and still say what was shown (else refused): the library keeps each
 * with the version in force now (a policy's version label, a control's state, an evidence item's status), which
 * later reads compare to flag the answer stale.
 */
export async function approveLibraryAnswer(member: Member, input: LibraryAnswerInput, now: Date = new Date()): Promise<LibraryAnswer> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction((tx) => approveLibraryAnswerIn(tx, member, input, now));
}

/** The library entry's version of a question (0 when the library has none yet), for the next approval of it. */
export async function libraryVersionOf(reader: Pick<Tx, 'select'>, organizationId: string, question: string): Promise<number> {
  const [entry] = await reader
    .select({ version: questionnaireAnswers.version })
    .from(questionnaireAnswers)
    .where(and(eq(questionnaireAnswers.organizationId, organizationId), eq(questionnaireAnswers.questionKey, questionKey(question))));
  return entry?.version ?? 0;
}

/** The approval itself inside the caller's transaction, so a questionnaire's approval and its library entry commit together. */
export async function approveLibraryAnswerIn(
  tx: Tx,
  member: Member,
  input: LibraryAnswerInput,
  now: Date = new Date(),
): Promise<LibraryAnswer> {
  assertCan(member, 'records.edit');
  const parsed = libraryAnswerSchema.safeParse(input);
  if (!parsed.success) throw new WorkspaceError('invalid', parsed.error.issues[0]?.message ?? 'Check the answer.');
  const { question, answer, kind, sources, version } = parsed.data;
  const key = questionKey(question);
  const current = await currentRecordsOf(tx, member.organizationId, sources);
  const pinned: AnswerSource[] = [];
  for (const source of sources) {
    const result = pinSource(source, current);
    if (result.outcome === 'not-found') throw notFound(`The source ${source.label}`);
    if (result.outcome === 'changed') throw new WorkspaceError('conflict', sourceChangedMessage(source.label));
    pinned.push(result.source);
  }
  const values = {
    question,
    answer,
    kind,
    sources: pinned,
    approvedByMemberId: member.id,
    approvedByName: member.displayName,
    approvedAt: now,
  };
  const [saved] =
    version === 0
      ? await tx
          .insert(questionnaireAnswers)
          .values({ organizationId: member.organizationId, questionKey: key, ...values })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(questionnaireAnswers)
          .set({ ...values, version: version + 1 })
          .where(
            and(
              eq(questionnaireAnswers.organizationId, member.organizationId),
              eq(questionnaireAnswers.questionKey, key),
              eq(questionnaireAnswers.version, version),
            ),
          )
          .returning();
  if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
  await recordActivity(tx, member, {
    action: 'questionnaire.answer-approved',
    recordType: 'questionnaire-answer',
    recordId: saved.id,
    summary: `Approved the answer to "${clipped(question, 120)}" into the answer library`,
  });
  return {
    id: saved.id,
    question: saved.question,
    answer: saved.answer,
    kind: saved.kind,
    sources: saved.sources,
    approvedByName: saved.approvedByName,
    approvedAt: saved.approvedAt,
    version: saved.version,
    stale: false,
    changedSources: [],
  };
}
