import 'server-only';
import { tool } from 'ai';
import { z } from 'zod';
import type { Member } from '../member';
import { pageQuestions, readQuestionnaire } from '../questionnaires';
import { recordText, toolRecord, type TurnRecords } from './tool-records';

/** The questionnaire read tool: a customer questionnaire's unanswered questions (its text is the customer's: data). */
export function questionnaireTools(member: Member, records: TurnRecords) {
  return {
    questionnaire: tool({
      description: 'A customer questionnaire with its questions not answered yet (first page), each with its id.',
      inputSchema: z.object({ id: z.uuid('Give the id of a questionnaire.') }),
      execute: async ({ id }) => {
        const [questionnaire, questions] = await Promise.all([readQuestionnaire(member, id), pageQuestions(member, id, 'unanswered', 1)]);
        const [record] = records.add([
          {
            record: toolRecord('questionnaire', questionnaire.id, questionnaire.name, `/manage/questionnaires/${questionnaire.id}`),
            fields: { customer: questionnaire.customer, status: questionnaire.status, unanswered: questions.total },
          },
        ]);
        return {
          questionnaire: record,
          questions: questions.rows.map((question) => ({
            questionId: question.id,
            section: question.section,
            text: recordText(question.text, 400),
          })),
        };
      },
    }),
  };
}
