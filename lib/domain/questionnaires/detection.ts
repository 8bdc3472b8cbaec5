import { topicsOf } from './expansion';
import { windowAsFrequency } from './periods';
import { isStopWord, words } from './text';

/**
 * Whether a question asks for Yes / No / Not applicable or for an open answer. A closed question starts with an
 * auxiliary verb ("Do you…?", "Is…?", "Have you…?") or asks to confirm; an open one asks to describe, explain or
 * list, or starts with a question word. Numbering ("1.2", "A.5.1", "Q12.", "a)", the CAIQ's "A&A-01.1") before the
 * question is ignored.
 */
export type QuestionForm = 'yes-no' | 'open';

const numbering = /^\s*(?:(?:q(?:uestion)?\s*)?(?:[a-z][a-z&]{0,4}[.-])?\d+(?:[.-]\d+)*[.):]?|\(?[a-z]\)|\(?[ivx]+\)|[-•*])\s+/i;

export const closedStart =
  /^(?:do|does|did|is|are|was|were|has|have|had|can|could|will|would|should|shall|may|must|please confirm|confirm|indicate whether|state whether|please indicate whether|please state whether)\b/i;

export const openStart =
  /^(?:describe|explain|list|provide|outline|detail|specify|share|summari[sz]e|identify|attach|upload|give|please|what|how|which|who|whom|when|where|why|to what extent|in what)\b/i;

/** A marker that the expected answer is a yes or a no ("(Y/N)", "Yes/No"). */
const yesNoMarker = /\(\s*y\s*\/\s*n\s*\)|\byes\s*\/\s*no\b|\by\/n\b/i;

/**
 * Why the question is asked, set before it ("To improve security for your users even further, have you deployed
 * HSTS?"): the question is what follows the comma.
 */
const leadingPurpose = /^(?:in order\s+)?to\s+(?!(?:whom|what|which|where|when|how|why|what extent)\b)[^,?.]{3,120},\s+(?=[a-z])/i;

/** The question without its leading numbering, nor the purpose set before it. */
export function withoutPreamble(text: string): string {
  return text.replace(numbering, '').trim().replace(leadingPurpose, '');
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.?!])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/**
 * A setting put before a closed question ("At the end of the contract, will data be returned?", "If SSO is not used,
 * do you support MFA?"): the question is what follows the comma.
 */
const leadingSetting = new RegExp(
  `^(?:at|on|upon|after|before|during|if|for|in)\\s[^,?.]{3,120},\\s+(?=${closedStart.source.slice(1)})`,
  'i',
);

/** The form of a question: decided by its first sentence, or by a later closed question after a mere label. */
export function questionForm(text: string): QuestionForm {
  if (yesNoMarker.test(text)) return 'yes-no';
  const [first, ...rest] = sentencesOf(withoutPreamble(text));
  if (!first) return 'open';
  if (closedStart.test(first.replace(leadingSetting, ''))) return 'yes-no';
  if (openStart.test(first)) return 'open';
  return rest.some((sentence) => closedStart.test(sentence) && sentence.endsWith('?')) ? 'yes-no' : 'open';
}

export const isYesNoQuestion = (text: string) => questionForm(text) === 'yes-no';

const pastEvents = [
  /\b(?:have|has)\b[^?]*\b(?:had|experienced|suffered|been (?:breached|compromised|fined|sued|hacked|subject|involved|notified|investigated))\b/i,
  /\b(?:in|during|over|within) the (?:past|last|previous|prior) (?:\d+|one|two|three|five|twelve) (?:months?|years?)\b/i,
  /\bever\b[^?]*\b(?:breach|breached|incident|fine|fined|lawsuit|sued|penalt)/i,
  /\b(?:were|was|are) there any\b[^?]*\b(?:breaches|incidents|fines|lawsuits|penalties|claims)\b/i,
];

/**
 * Whether a question asks what happened (a breach last year, a fine, a lawsuit) rather than what is in place:
 * policies and controls say nothing about that, so only an answer a person approved before can answer it.
 */
export const asksAboutPastEvents = (text: string) => pastEvents.some((pattern) => pattern.test(text)) && !asksOfRecentWork(text);

/** Things that befall an organization rather than work it does: a question of them asks what happened. */
const befalling =
  /\b(?:breach\w*|incidents?|fines?|fined|lawsuits?|sued|penalt\w*|compromise\w*|hack\w*|claims?|litigation|investigat\w*|outages?|loss|losses|lost|attacks?|violations?|complaints?|notified|subpoena\w*|disput\w*|terminat\w*|acqui\w*|merg\w*|chang\w*|findings?|deficienc\w*|non-?conformit\w*|sanction\w*|enforcement|downtime|disruption\w*|failures?|unauthori[sz]ed|disclos\w*|exposures?|leak\w*|theft|stolen|ransom\w*|malware|infect\w*)\b/i;

/**
 * Work proved by a dated document ("a SOC 2 audit in the last 12 months", "certificate renewed in the past year"):
 * whether the last one falls in the window is the document's date, which a frequency does not tell.
 */
const datedProof = /\b(?:audit\w*|certif\w*|attest\w*|reports?|soc\s*[12]|iso|pci|hitrust|fedramp)\b/i;

/** A least frequency asked ("at least yearly", "at least every six months"): of work, never of a one-off event. */
const leastFrequency = /\bat\s+least\s+(?:daily|weekly|monthly|quarterly|yearly|annually|every)\b/i;

/**
 * Whether a closed question asks whether work was done within a recent window or as often as a least frequency
 * ("Have your systems had a third-party assessment in the last year?") and names nothing that befalls an
 * organization: work done as often as the window is a practice in place, which a record of it "at least yearly"
 * answers, not an event. Work a dated document proves stays an event.
 */
export const asksOfRecentWork = (text: string) =>
  isYesNoQuestion(text) &&
  (windowAsFrequency(text) !== null || leastFrequency.test(text)) &&
  !befalling.test(text) &&
  !datedProof.test(text);

/** "The other detection methods", "What other SSO mechanisms", "any other checks": those beyond what was asked before. */
const beyondOthersAsked = /\b(?:the|what|which|any)\s+other\b/i;

/** The words after "Describe (explain, list) the other", up to the end of the question. */
const describedOthers = /^(?:please\s+)?(?:describe|explain|list|outline|detail)\b[^.?:]*?\bthe\s+other\s+([a-z][a-z\s-]*)/i;

/**
 * Whether a description of "the other" things asks for a general kind, one plural word of no topic ("Describe the
 * other checks you perform for new hires", "the other kinds of testing"): the questionnaire offered some of that kind
 * as choices before and asks for the rest, which a description of every one of that kind in place holds, those
 * listed with them. A named class ("the other detection methods"), a topic ("the other penetration tests") or one
 * thing beyond the one named ("the other mechanism") may be the very record already asked about.
 */
function othersOfAKind(text: string): boolean {
  const after = describedOthers.exec(withoutPreamble(text))?.[1];
  if (!after) return false;
  const [noun, next] = words(after);
  if (!noun || !/[^su]s$/.test(noun) || (next !== undefined && !isStopWord(next))) return false;
  return topicsOf(noun).length === 0;
}

/**
 * Whether a question asks for what lies beyond the things the questionnaire asked about elsewhere ("What other SSO
 * mechanisms", "Describe the other penetration tests you run"): a record about the thing may be the very one already
 * listed, and the question alone cannot tell, so only an answer a person approved before can answer it. A
 * description of the other things of a general kind asks for that kind (`othersOfAKind`).
 */
export const asksBeyondOthersAsked = (text: string) => beyondOthersAsked.test(text) && !othersOfAKind(text);

const negation = /\b(?:not|no|never|none|prohibit\w*|forbid\w*|disallow\w*|without|neither|nor|cannot|can't|don't|doesn't|isn't|aren't)\b/i;

/** Whether a text is worded in the negative ("must not", "prohibited"): a Yes would then invert its meaning. */
export const isNegative = (text: string) => negation.test(text);

/**
 * An "(i.e. …)", "(e.g. …)" or "(Note: …)" aside explains the question: "(i.e., not in a trusted network)" does not
 * negate it, and what a note rules out ("does not refer to anti-malware scans") is not asked.
 */
export const explanation = /\(\s*(?:(?:i\.?\s*e|e\.?\s*g)\b|note\s*:)[^)]*\)/gi;

/**
 * A fallback naming a second source of the same thing ("the purposes identified in the agreement or, if there is
 * none, the purposes identified in the notice") changes nothing asked, and its "none" does not negate the question:
 * the clause goes when it names again a thing said before it. A fallback naming something else ("or, if there is
 * none, enforce MFA") stays.
 */
const fallback = /,?\s+or,?\s+if\s+there\s+(?:is|are)\s+none,\s*(?:(?:the|a|an|its|their)\s+)?([a-z]+)[^.?;]*/gi;

/** Whether a word is said in a text before a place in it: a thing named again, not a new one. */
export const namedBefore = (text: string, word: string, offset: number) => new RegExp(`\\b${word}\\b`, 'i').test(text.slice(0, offset));

/** The question without a fallback clause that names again what it has named. */
export const withoutFallback = (question: string) =>
  question.replace(fallback, (clause: string, first: string, offset: number) => (namedBefore(question, first, offset) ? '' : clause));

/** Whether a question is worded in the negative, its explanatory asides and fallback clauses left out. */
export const isNegativeQuestion = (question: string) => isNegative(withoutFallback(question).replace(explanation, ' '));

/** Who or what a name answers: a company, a product or a tool, as opposed to a role or a practice. */
const namedKinds =
  '(?:software|compan(?:y|ies)|vendors?|providers?|products?|tools?|firms?|brands?|suppliers?|solutions?|services? providers?|hosts?|carriers?|insurers?)';
const asksName = [
  new RegExp(`^(?:who|whom)\\b[^?]*\\b${namedKinds}\\b`, 'i'),
  new RegExp(`\\b(?:what|which)\\s+(?:[a-z-]+\\s+){0,2}?${namedKinds}\\b`, 'i'),
  /\b(?:the )?names? of (?:the |your )?(?:company|vendor|provider|product|tool|firm|software)/i,
];

/**
 * Whether a question asks for the name of a company, a product or a tool ("Who is your data center provider?",
 * "What software or company do you use for vulnerability scans?"): a policy or a control states rules, never whom
 * or what is bought, so only a record that names them (a trust fact, an approved library answer) can answer it.
 */
export const asksForName = (text: string) => asksName.some((pattern) => pattern.test(withoutPreamble(text)));
