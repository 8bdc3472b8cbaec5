import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { questionnaires } from '@/lib/db/schema';
import { cleanFileName } from '@/lib/domain/evidence/files';
import { guessWorkbook } from '@/lib/domain/questionnaires/workbook';
import type { QuestionnaireRecord, QuestionnaireUpload } from '@/lib/schemas/questionnaires/records';
import { fileStorage } from '@/lib/storage';
import { recordActivity } from '../activity';
import { WorkspaceError, type Member } from '../member';
import { assertRoomFor } from '../storage-quota';
import { clipped, questionnaireStorageKey, replaceQuestions, toRecord } from './records';
import { MAX_QUESTIONS } from './suggest';
import { NO_QUESTIONS_MESSAGE, questionsOfChoice, readUpload } from './workbook-file';
import { guardedWrite } from '../guarded-write';

export type QuestionnaireFile = { name: string; bytes: Uint8Array };

export const ONE_FILE_MESSAGE = 'Choose the questionnaire file (Excel workbook or CSV).';
const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * Imports a questionnaire (members and admins): the file is read first (a file that cannot be used is refused with
 * the reader's message), the sheet with the most questions and its guessed columns are chosen, the file is stored
 * and the questionnaire, its questions and the activity row are written in one transaction.
 */
export const createQuestionnaire = guardedWrite(
  'records.edit',
  async (
    member: Member,
    input: QuestionnaireUpload,
    file: QuestionnaireFile | undefined,
    now: Date = new Date(),
  ): Promise<QuestionnaireRecord> => {
    if (!file) throw new WorkspaceError('invalid', ONE_FILE_MESSAGE);
    const workbook = await readUpload(file.bytes);
    const { guesses, suggestedSheet } = guessWorkbook(workbook);
    const choice = guesses.find((guess) => guess.sheet === suggestedSheet)?.choice;
    if (!suggestedSheet || !choice) throw new WorkspaceError('invalid', NO_QUESTIONS_MESSAGE);
    const questions = questionsOfChoice(workbook, suggestedSheet, choice);
    if (questions.length > MAX_QUESTIONS) {
      throw new WorkspaceError('invalid', `A questionnaire may have at most ${MAX_QUESTIONS.toLocaleString('en-US')} questions.`);
    }
    await assertRoomFor(member, file.bytes.byteLength);
    const id = randomUUID();
    const key = questionnaireStorageKey(member.organizationId, id);
    const stored = await fileStorage().put(key, file.bytes, CONTENT_TYPES[workbook.format]);
    const db = await getDb();
    try {
      return await db.transaction(async (tx) => {
        await assertRoomFor(member, file.bytes.byteLength, tx);
        const [created] = await tx
          .insert(questionnaires)
          .values({
            id,
            organizationId: member.organizationId,
            name: input.name,
            customer: input.customer || null,
            fileName: cleanFileName(file.name),
            format: workbook.format,
            contentType: CONTENT_TYPES[workbook.format],
            storageKey: key,
            sizeBytes: stored.size,
            sha256: stored.sha256,
            sheet: suggestedSheet,
            ...choice,
            createdByMemberId: member.id,
            createdByName: member.displayName,
            createdAt: now,
          })
          .returning();
        if (!created) throw new Error('The questionnaire was not recorded');
        await replaceQuestions(tx, member.organizationId, id, questions);
        await recordActivity(tx, member, {
          action: 'questionnaire.created',
          recordType: 'questionnaire',
          recordId: id,
          summary: `Imported the questionnaire ${clipped(input.name, 120)} (${questions.length} questions)`,
        });
        return toRecord(created, questions.length, 0);
      });
    } catch (error) {
      await fileStorage().delete(key);
      throw error;
    }
  },
);
