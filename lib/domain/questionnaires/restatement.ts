/**
 * The one short term a question may give for the whole of what it asks, in an "(i.e., …)" aside ("data subject
 * rights", "privacy-by-design"): the questionnaire's own name for it, which finds the control when the question's
 * longer words match none. It is read from the question as written, apart from the question's core.
 */

/** An "(i.e., …)" aside naming what is asked by one short term ("data subject rights", "privacy-by-design"). */
const namedAside = /\(\s*i\.?\s*e\.?\s*,?\s*([a-z][a-z/-]*(?:\s+[a-z][a-z/-]*){0,3})\s*\)/i;
/** An aside that says what is not meant, or a clause, names no term. */
const notATerm = /\b(?:not|no|never|without|excluding|except|there|is|are)\b/i;

/**
 * The term a question gives for the whole of what it asks, in an "(i.e., …)" aside of four words or fewer; null
 * when it gives none, or its aside is a clause ("i.e., there is no human involvement") or a negation ("i.e., not
 * in a trusted computing environment").
 */
export function restatement(question: string): string | null {
  const term = namedAside.exec(question)?.[1];
  return term && !notATerm.test(term) ? term : null;
}
