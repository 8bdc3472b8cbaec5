import { vendorQuestionnaire } from '@/lib/catalog/vendor-questionnaire';
import { oneLine } from '@/lib/schemas/one-line';
import { z } from '@/lib/schemas/zod';
import { questionnaireAnswers, type QuestionnaireResponse } from '@/lib/schemas/vendors/records';

/** The form field of a question's answer, and of its comment. */
export const answerField = (questionId: string) => `answer-${questionId}`;
export const commentField = (questionId: string) => `comment-${questionId}`;

export const ANSWER_NEEDED = 'Answer yes, no or partly.';
export const MAX_COMMENT_LENGTH = 2000;

/**
 * The public questionnaire form: who answers, then for every question of the catalog an answer (yes, no or
 * partly) and an optional comment. Parsed into the response kept on the review, in the catalog's order.
 */
export const questionnaireFormSchema = z
  .object({
    respondent: oneLine(
      z.string({ error: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(120, 'Your name can be at most 120 characters.'),
      'name',
    ),
    ...Object.fromEntries(
      vendorQuestionnaire.flatMap((question) => [
        [answerField(question.id), z.enum(questionnaireAnswers, { error: ANSWER_NEEDED })],
        [
          commentField(question.id),
          z.string().trim().max(MAX_COMMENT_LENGTH, `A comment can be at most ${MAX_COMMENT_LENGTH} characters.`).optional().default(''),
        ],
      ]),
    ),
  })
  .transform((values): QuestionnaireResponse => {
    const fields = values as Record<string, string>;
    return {
      respondent: fields.respondent ?? '',
      answers: vendorQuestionnaire.map((question) => ({
        questionId: question.id,
        answer: fields[answerField(question.id)] as QuestionnaireResponse['answers'][number]['answer'],
        comment: fields[commentField(question.id)] ?? '',
      })),
    };
  });
