'use server';

import { memberAction } from '@/lib/actions/member-action';
import { MAX_WORKBOOK_BYTES, WORKBOOK_MESSAGES } from '@/lib/questionnaires/workbook';
import { recordVersionSchema } from '@/lib/schemas/common';
import {
  questionAnswerSchema,
  questionnaireColumnsSchema,
  questionnaireUploadSchema,
  type QuestionnaireRecord,
  type QuestionRecord,
} from '@/lib/schemas/questionnaires/records';
import { z } from '@/lib/schemas/zod';
import {
  changeQuestionnaireColumns,
  createQuestionnaire,
  deleteQuestionnaire,
  ONE_FILE_MESSAGE,
  saveQuestionAnswer,
  suggestQuestionnaireAnswers,
  type QuestionnaireFile,
} from '@/lib/workspace/questionnaires';

/** The posted questionnaire file: exactly one, at most 10 MB (its contents are checked by the workbook reader). */
const questionnaireFileField = z.array(z.unknown()).transform(async (entries, context): Promise<QuestionnaireFile> => {
  const files = entries.filter((entry): entry is File => entry instanceof Blob && 'name' in entry && (entry as File).name !== '');
  const [file] = files;
  if (!file || files.length !== 1) {
    context.addIssue({ code: 'custom', message: ONE_FILE_MESSAGE });
    return z.NEVER;
  }
  if (file.size > MAX_WORKBOOK_BYTES) {
    context.addIssue({ code: 'custom', message: WORKBOOK_MESSAGES['too-large'] });
    return z.NEVER;
  }
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
});

const pagesOf = (id: string) => ['/manage/questionnaires', `/manage/questionnaires/${id}`, `/manage/questionnaires/${id}/columns`];

export const uploadQuestionnaireAction = memberAction({
  write: createQuestionnaire,
  schema: questionnaireUploadSchema.extend({ file: questionnaireFileField }),
  files: ['file'],
  uploadBytes: (input) => input.file.bytes.byteLength,
  work: async (member, { file, ...input }) => {
    const record = await createQuestionnaire(member, input, file);
    return { record, message: `${record.name} was imported: ${record.questionCount} questions found.` };
  },
  revalidate: (record: QuestionnaireRecord) => pagesOf(record.id),
});

export const changeColumnsAction = memberAction({
  write: changeQuestionnaireColumns,
  schema: questionnaireColumnsSchema,
  work: async (member, input) => {
    const record = await changeQuestionnaireColumns(member, input);
    return { record, message: `${record.questionCount} questions were read from ${record.sheet}.` };
  },
  revalidate: (record: QuestionnaireRecord) => pagesOf(record.id),
});

export const suggestAnswersAction = memberAction({
  write: suggestQuestionnaireAnswers,
  schema: recordVersionSchema,
  invalid: { message: 'Reload the page and try again.', fields: false },
  work: async (member, input) => {
    const record = await suggestQuestionnaireAnswers(member, input);
    return { record, message: 'Answers were suggested from your records.' };
  },
  revalidate: (record: QuestionnaireRecord) => pagesOf(record.id),
});

export const saveAnswerAction = memberAction({
  write: saveQuestionAnswer,
  schema: questionAnswerSchema,
  work: async (member, input) => {
    const record = await saveQuestionAnswer(member, input);
    return {
      record: { ...record, questionnaireId: input.questionnaireId },
      message: input.intent === 'approve' ? 'The answer was approved and added to the answer library.' : 'The answer was saved.',
    };
  },
  revalidate: (record: QuestionRecord & { questionnaireId: string }) => [
    ...pagesOf(record.questionnaireId),
    '/manage/questionnaires/library',
  ],
});

export const deleteQuestionnaireAction = memberAction({
  write: deleteQuestionnaire,
  schema: recordVersionSchema,
  invalid: { message: 'Reload the page and try again.', fields: false },
  work: async (member, input) => {
    const record = await deleteQuestionnaire(member, input);
    return { record, message: `The questionnaire ${record.name} was deleted.` };
  },
  revalidate: (record: { id: string }) => pagesOf(record.id),
});
