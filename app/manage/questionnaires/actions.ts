'use server';

import { memberAction } from '@/lib/actions/member-action';
import { workbookFileField } from '@/lib/actions/workbook-file-field';
import { recordVersionSchema } from '@/lib/schemas/common';
import {
  questionAnswerSchema,
  questionnaireColumnsSchema,
  questionnaireUploadSchema,
  type QuestionnaireRecord,
  type QuestionRecord,
} from '@/lib/schemas/questionnaires/records';
import {
  changeQuestionnaireColumns,
  createQuestionnaire,
  deleteQuestionnaire,
  ONE_FILE_MESSAGE,
  saveQuestionAnswer,
  suggestQuestionnaireAnswers,
} from '@/lib/workspace/questionnaires';

/** The posted questionnaire file: exactly one, at most 10 MB (its contents are checked by the workbook reader). */
const questionnaireFileField = workbookFileField(ONE_FILE_MESSAGE);

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
