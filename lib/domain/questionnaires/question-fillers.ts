import { explanation } from './detection';
import { withStandardsOnly } from './named-standards';

/**
 * Words of a question that add no condition a record must meet: phrases that only qualify the wrapper ("in place",
 * "where applicable"), why a practice is done (", to ensure …"), and marks of the questionnaire's own writing
 * ("list(s)", "host-level", "described in DISP-02"). They go from the core, and what they leave is tidied.
 */

/** Phrases that only qualify the wrapper ("in place", "a documented process") wherever they stand. */
const fillers: readonly RegExp[] = [
  /\b(?:in place|on an ongoing basis|as appropriate|where applicable|if applicable|if so|if yes|if not|a number of|(?:fully|currently) (?:implemented|followed)|configured to)\b/gi,
  // Examples listed after "such as" and closed by "etc." illustrate the thing asked, like an "(e.g. …)".
  /,?\s*\bsuch as\b[^.?;]*?\betc\b\.?/gi,
  /\(\s*(?:y\s*\/\s*n|yes\s*\/\s*no)\s*\)/gi,
  // A practice in place is as the law requires it: "as required by the rules" names no law a record must repeat.
  /(?:\bor\s+)?\bas required by (?:the\s+)?(?:applicable\s+)?(?:rules?|laws?|regulations?)(?:\s+(?:or|and)\s+(?:rules?|laws?|regulations?))?\b/gi,
  // A practice meeting "established business needs and regulatory requirements" names no need or law a record must
  // repeat, as "as required by the rules" does not; a law named ("HIPAA requirements") is not among these words.
  /\b(?:that|which)\s+meets?\s+(?:(?:the|all|established|applicable|relevant)\s+)*(?:business|regulatory|legal|contractual)(?:\s+(?:and|or)\s+(?:business|regulatory|legal|contractual))?\s+(?:needs|requirements|obligations)(?:\s*,?\s*(?:and|or)\s+(?:(?:applicable|relevant)\s+)?(?:business|regulatory|legal|contractual)\s+(?:needs|requirements|obligations))*\b/gi,
  explanation,
  // What a thing is used for in the words of its foundation: "the standard builds that form the basis of your
  // fleet" are the builds of the fleet; "form" is no form to fill in, nor "basis" a condition.
  /\b(?:that|which)\s+forms?\s+the\s+basis\s+(?=of\b)/gi,
  // What any practice in place is: kept over the thing's whole life, by the state of the art. Neither is a further
  // condition a record repeats.
  /\bthroughout\s+(?:its|their|the)\s+(?:entire\s+|whole\s+)?life\s?-?cycles?\b/gi,
  /\b(?:and\s+)?(?:according\s+to|per)\s+(?:(?:their|its)\s+(?:respective\s+)?|industry\s+)?best\s+practices?\b/gi,
  // "(in terms of both depth and width)" says how to give the measure asked, not a further thing to name.
  /\(\s*in terms of\b[^)]*\)/gi,
  /\b(?:please\s+)?(?:provide|attach|upload|share)\s+(?:a\s+copy|copies|evidence|details|documentation)\b[^.?]*[.?]?/gi,
];

/**
 * A practice "documented, and currently implemented" is a written one in place: the document is asked by the
 * question's own words ("documented"), so the core keeps the word and drops the rest, lest a bare "and" be left
 * ("a documented and incident response plan"). A clause saying it of a practice named before ("a process that is
 * documented and currently implemented") goes whole.
 */
const documentedInPlace =
  /\s*\b(?:that|which)\s+(?:is|are)\s+(?:documented|defined|established|written)\s*,?\s*and\s+(?:fully|currently)\s+(?:implemented|followed)\b,?|\b(documented|defined|established|written)\s*,?\s*and\s+(?:fully|currently)\s+(?:implemented|followed)\b,?/gi;

/**
 * A parenthetical emptied by a filler (", and currently implemented," once "currently implemented" goes) leaves
 * only its commas and joining word, which would cut the question in two.
 */
const emptiedAside = /,\s*(?:(?:and|or)\s*)?,/g;

/** Why a practice is done, set off by a comma (", to ensure that they protect …"), is not a further thing asked. */
const purposeAside = /,\s*(?:in order\s+)?to\s+(?:ensure|make sure|verify|confirm)\b[^.?;]*/gi;

/** "Host-level vulnerabilities" are the hosts' vulnerabilities: the level adds no condition. */
const levelOf = /\b([a-z]+)-level\b/gi;

/** "list(s)", "procedure(s)": a word with "(s)" is its plural. */
const pluralMark = /\b([a-z]+)\(s\)/gi;

/**
 * A practice "described in DISP-02" is the one another question of the questionnaire named, by that question's
 * number: the number names nothing a record says.
 */
const otherQuestion =
  /\s*\b(?:described|mentioned|referenced|referred\s+to|outlined|named)\s+(?:in|under|at|by)\s+(?:question\s+)?[A-Z]{2,}[A-Z0-9]*-\d+(?:\.\d+)*\b/g;

/** The core without its fillers, and without the words that say a named standard is held to, but the standards. */
export function withoutFillers(core: string): string {
  let rest = core.replace(documentedInPlace, (_: string, written: string | undefined) => written ?? '');
  for (const filler of fillers) rest = rest.replace(filler, ' ');
  return withStandardsOnly(rest).replace(emptiedAside, ' ');
}

/** The core without why its practice is done. */
export const withoutPurposeAside = (core: string) => core.replace(purposeAside, '');

/** The core without the marks of the questionnaire's writing: levels, "(s)" plurals, other questions' numbers. */
export const withoutMarks = (core: string) => core.replace(levelOf, '$1').replace(pluralMark, '$1s').replace(otherQuestion, '');
