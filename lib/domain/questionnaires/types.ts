import type { AnswerKind, AnswerSource, AnswerSourceType } from '@/lib/schemas/questionnaires/answers';

/** What the screen says when no record of the organization answers a question: never an invented answer. */
export const NO_ANSWER_FOUND = 'No answer found in your records';

/** A question as read from a workbook; `row` is the 1-based worksheet row, `section` the nearest header above it. */
export type Question = { sheet: string; row: number; text: string; section: string | null };

export type { AnswerKind, AnswerSource, AnswerSourceType } from '@/lib/schemas/questionnaires/answers';

/**
 * A suggested answer; `answer` null (with no kind) when no source was good enough. Confidence is 0..1. `note` says
 * how it was written when that is not the records alone: by the assistant's model, withheld, or a fallback.
 */
export type Suggestion = {
  answer: string | null;
  kind: AnswerKind | null;
  confidence: number;
  sources: AnswerSource[];
  note?: string;
};

/** A control's state, as control_states stores it. */
export type ControlStateName = 'not-started' | 'in-progress' | 'implemented' | 'not-applicable';

/**
 * One piece of the organization's knowledge the search looks in: a policy section, a control and its state, an
 * evidence item, a trust-center fact or an approved library answer.
 * - `state`: a control's state; an evidence item's status; a trust fact's 'yes' or 'no' (whether it is in place).
 * - `related`: further sources cited with it (a control's evidence, the records a library answer cites).
 * - `answer` / `kind`: a library answer's approved text and kind, reused as they are.
 * - `title`: the words that name the document (a heading, a control's name), weighed more than the text.
 * - `note`: why a control does not apply.
 * - `heading`: a policy section's own heading, without its policy's name.
 * - `whole`: a policy as a whole (that it is approved and in force), which answers only a question asking for one.
 * - `scope`: a policy section's policy's own Scope section, which says what every one of its rules covers.
 */
export type KnowledgeDocument = {
  id: string;
  type: AnswerSourceType;
  label: string;
  version?: string;
  title?: string;
  text: string;
  state?: string;
  related?: AnswerSource[];
  answer?: string;
  kind?: AnswerKind;
  note?: string;
  heading?: string;
  whole?: boolean;
  scope?: string;
};
