import type { Suggestion } from './types';

/** Approved by a person; edited and waiting for approval; suggested from the records, not yet reviewed; or none. */
export type AnswerStatus = 'approved' | 'edited' | 'suggested' | 'unanswered';

export const answerStatusLabels: Record<AnswerStatus, string> = {
  approved: 'Approved',
  edited: 'Edited, not approved',
  suggested: 'Suggested, not reviewed',
  unanswered: '',
};

/** A question's answer as an export shows it, with the confidence of the suggestion when the answer is its text. */
export type AnswerStanding = { answer: string | null; status: AnswerStatus; confidence: number | null };

/**
 * Where a question's answer stands: the approved answer, else a person's edit, else the suggestion. The confidence
 * is the suggestion's, and only while the answer is the suggestion's own words: an edit is a person's, not the records'.
 */
export function answerStandingOf(question: {
  answer: string | null;
  approvedAt: Date | null;
  suggestion: Pick<Suggestion, 'answer' | 'confidence'> | null;
}): AnswerStanding {
  const suggested = question.suggestion?.answer ?? null;
  const confidenceOf = (answer: string) => (suggested !== null && answer === suggested ? question.suggestion!.confidence : null);
  if (question.answer !== null) {
    const status = question.approvedAt ? 'approved' : 'edited';
    return { answer: question.answer, status, confidence: confidenceOf(question.answer) };
  }
  if (suggested !== null) return { answer: suggested, status: 'suggested', confidence: question.suggestion!.confidence };
  return { answer: null, status: 'unanswered', confidence: null };
}

/** "82%", or nothing for an answer with no confidence of the records. */
export const confidenceLabel = (confidence: number | null) => (confidence === null ? '' : `${Math.round(confidence * 100)}%`);
