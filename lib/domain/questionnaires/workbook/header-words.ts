/**
 * How a questionnaire's header cells name their columns. Patterns are tried on the header folded to lower-case
 * words (punctuation other than "/" becomes a space), earlier patterns first: a "Question" column beats a
 * "Description" one on the same sheet.
 */

export function foldHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .trim();
}

/** Headers that label a column about questions without holding them: ids, numbers, categories. */
const NOT_QUESTION_TEXT = /\b(id|no|nr|num|number|ref|reference|category|section|domain|type|owner|status|weight|score)\b|#/;

const QUESTION_HEADERS: readonly RegExp[] = [
  /^(security |control |assessment |vendor |the )?questions?( text)?$/,
  /\bquestions?\b/,
  /\brequirements?\b/,
  /\b(description|query|criteria|criterion)\b/,
  /^(control|item|topic)s?$/,
];

const YES_NO_HEADERS: readonly RegExp[] = [
  /\byes\/no\b/,
  /\by\/n\b/,
  /\byes no\b/,
  /^(compliant|compliance|implemented|in place)( y\/n)?$/,
];

const ANSWER_HEADERS: readonly RegExp[] = [
  /^(your |vendor |supplier |company |provider )?(answers?|responses?)$/,
  /\b(answers?|responses?|reply)\b/,
  /\b(comments?|explanation|details|remarks|notes|justification)\b/,
];

/** A header names its column in a few words; a longer text is an instruction or a question itself. */
const MAX_HEADER_WORDS = 6;

function rank(patterns: readonly RegExp[], folded: string): number | null {
  const index = patterns.findIndex((pattern) => pattern.test(folded));
  return index === -1 ? null : index;
}

/** The rank of a header as the question column's (0 best), or null when it does not name one. */
export function questionHeaderRank(header: string): number | null {
  const folded = foldHeader(header);
  if (!folded || folded.split(' ').length > MAX_HEADER_WORDS || NOT_QUESTION_TEXT.test(header.toLowerCase())) return null;
  return rank(QUESTION_HEADERS, folded);
}

/** Whether a header names a Yes/No column ("Yes/No", "Y/N", "Compliant (Y/N)", "Yes / No / N/A"). */
export function isYesNoHeader(header: string): boolean {
  return rank(YES_NO_HEADERS, foldHeader(header)) !== null;
}

/** The rank of a header as the answer column's (0 best), or null when it does not name one. */
export function answerHeaderRank(header: string): number | null {
  const folded = foldHeader(header);
  if (!folded || folded.split(' ').length > MAX_HEADER_WORDS || isYesNoHeader(header) || /\b(id|date)\b/.test(folded)) {
    return null;
  }
  return rank(ANSWER_HEADERS, folded);
}

/** Whether a dropdown's values are a Yes/No choice (Yes and No, or Y and N, in any case, maybe with N/A). */
export function isYesNoList(values: readonly string[]): boolean {
  const folded = new Set(values.map((value) => value.trim().toLowerCase()));
  return (folded.has('yes') && folded.has('no')) || (folded.has('y') && folded.has('n'));
}
