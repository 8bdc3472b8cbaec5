import { z } from 'zod';

export const answerKinds = ['yes', 'no', 'not-applicable', 'text'] as const;
export type AnswerKind = (typeof answerKinds)[number];

export const answerSourceTypes = ['policy', 'control', 'evidence', 'trust', 'library'] as const;
export type AnswerSourceType = (typeof answerSourceTypes)[number];

/**
 * A record an answer rests on. `label` is what the screen shows ("Access Control Policy v2.4 § 4.3 …", "AC-03", an
 * evidence name); `version` pins what was read: a policy's version label, a control's state.
 */
export const answerSourceSchema = z.object({
  type: z.enum(answerSourceTypes),
  id: z.string().trim().min(1).max(200),
  label: z.string().trim().min(1).max(500),
  version: z.string().trim().min(1).max(100).optional(),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

export const QUESTION_MAX = 4000;
export const ANSWER_MAX = 10000;

/** An answer a person approves into the library; `version` is the library entry's they read (0: none yet). */
export const libraryAnswerSchema = z.object({
  question: z.string().trim().min(1, 'Enter the question.').max(QUESTION_MAX, `Keep the question under ${QUESTION_MAX} characters.`),
  answer: z.string().trim().min(1, 'Enter the answer.').max(ANSWER_MAX, `Keep the answer under ${ANSWER_MAX} characters.`),
  kind: z.enum(answerKinds),
  sources: z.array(answerSourceSchema).max(20, 'An answer cites at most 20 sources.'),
  version: z.number().int().min(0),
});
export type LibraryAnswerInput = z.infer<typeof libraryAnswerSchema>;

/** A library answer as read, with whether a record it cites changed since it was approved. */
export type LibraryAnswer = {
  id: string;
  question: string;
  answer: string;
  kind: AnswerKind;
  sources: AnswerSource[];
  approvedByName: string;
  approvedAt: Date;
  version: number;
  /** A cited policy version is no longer the approved one, or a cited control's state changed: review it. */
  stale: boolean;
  /** The sources that changed, for the reviewer. */
  changedSources: AnswerSource[];
};
