import { words } from './text';

/**
 * Standards a question names by their publisher and number ("NIST SP 800-88", "DoD 5220.22-M", "FIPS 140-2"). A
 * question asking whether a practice follows one is answered only by a record naming it, word for word: "Media are
 * sanitised following NIST SP 800-88" says it, a record on wiping media in general does not. Alternatives joined by
 * "or" ("DoD 5220.22-M and/or NIST SP 800-88") are one thing asked, which either answers; standards joined by "and"
 * are each asked.
 */

/** One standard: an upper-case publisher ("NIST", "DoD", "ISO/IEC"), maybe a series ("SP"), then its number. */
const oneStandard = String.raw`\b[A-Z][A-Za-z]*[A-Z](?:\/[A-Z]{2,})?(?:\s+[A-Z]{2,})?\s+\d+(?:[.-]\d+)*(?:-[A-Z]+)?\b`;
/** Standards listed: "A or B", "A and/or B", "A/B", "A, B or C", "A and B". */
const alternatives = String.raw`${oneStandard}(?:\s*(?:,\s*(?:or\s+|and\s+)?|\s+and\/or\s+|\s+or\s+|\s+and\s+|\s*\/\s*)${oneStandard})*`;
/** "And" (not "and/or") joins standards each asked. */
const eachAsked = /\band\b(?!\s*\/)/;
/** The words that say a standard is held to, before it ("adhere to", "comply with") or after it ("standards"). */
const heldBefore = String.raw`\b(?:(?:adher\w*|conform\w*|compl(?:y|ies|iant|iance)|align\w*|according|consistent|in line)\s+(?:to|with)|follow(?:s|ed|ing)?|meet(?:s|ing)?)\s+(?:the\s+)?`;
const heldAfter = String.raw`(?:\s+(?:standards?|guidelines?|frameworks?|requirements|specifications?))`;

/** Alternatives held to, with the words that say so: the standards are group 1 (before) or group 2 (after). */
const heldTo = new RegExp(`${heldBefore}(${alternatives})${heldAfter}?|(${alternatives})${heldAfter}`, 'g');
const splitter = new RegExp(oneStandard, 'g');

/** Each group of standards a question says are held to, each standard in the group as its words. */
export function namedStandards(question: string): string[][][] {
  return [...question.matchAll(heldTo)].flatMap((found) =>
    (found[1] ?? found[2] ?? '').split(eachAsked).map((group) => [...group.matchAll(splitter)].map((name) => words(name[0]))),
  );
}

/**
 * The question with the words that say a named standard is held to reduced to the standards themselves: "adhere to
 * DoD 5220.22-M and/or NIST SP 800-88 standards" asks whether the standards are followed, which a record says as
 * "following NIST SP 800-88", not with "adhere" or "standards". "Following" (a word that weighs nothing) is kept so
 * the standards are still read as held to.
 */
export const withStandardsOnly = (question: string) =>
  question.replace(heldTo, (_, before?: string, after?: string) => `following ${before ?? after ?? ''}`);
