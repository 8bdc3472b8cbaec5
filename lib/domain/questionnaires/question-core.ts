import { askingSentences } from './asking-sentence';
import { withoutFallback, withoutPreamble } from './detection';
import { withoutFillers, withoutMarks, withoutPurposeAside } from './question-fillers';
import { asWholeKinds } from './question-kinds';
import { asRespondent, withoutOffering } from './question-offering';
import { asIndependentTest, asOwner, asPrivacyWords, asTraining, inRecordWords } from './question-record-words';
import { withoutWrappers } from './question-wrappers';

/**
 * What a question asks about, without the wording every questionnaire wraps around it. The CSA CAIQ asks "Are
 * … policies and procedures established, documented, approved, communicated, applied, evaluated and
 * maintained?", others "Do you have a process to …" or "Please describe …": no record repeats those words, so
 * searched as they are they sink every record's share of the question. Only the wrapper goes; the thing asked and
 * its qualifiers ("at least annually", "for remote access") stay.
 */

/**
 * The rewrites of a question into its core, in the order they apply: each one reads the words the ones before it
 * left ("a process that is documented and currently implemented" loses its filler before its wrapper is read).
 */
const rewrites: readonly ((core: string) => string)[] = [
  asIndependentTest,
  withoutFillers,
  asRespondent,
  asOwner,
  withoutPurposeAside,
  asPrivacyWords,
  asWholeKinds,
  withoutMarks,
  inRecordWords,
  withoutOffering,
  asTraining,
  withoutWrappers,
];

/** The question reduced to what it asks about; the question itself when nothing is left. */
export function questionCore(question: string): string {
  const asked = askingSentences(withoutFallback(withoutPreamble(question)).replace(/\s+/g, ' ').trim());
  const core = rewrites
    .reduce((rest, rewrite) => rewrite(rest), asked)
    .replace(/\s+([,.?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return /[a-z0-9]/i.test(core) ? core : question;
}
