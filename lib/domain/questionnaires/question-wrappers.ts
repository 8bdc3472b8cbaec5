import { offering } from './question-offering';

/**
 * The wording every questionnaire wraps around what it asks, removed from a question's core: the CSA CAIQ's
 * lifecycle lists ("established, documented, approved, communicated, applied, evaluated and maintained") and its
 * "processes, procedures, and technical measures for …", the openings that only say a question is coming ("Do you
 * have a process to …", "Please describe …"), and the question words that ask for a measure ("How long …"). No
 * record repeats them; the thing asked and its qualifiers stay.
 */

/** Participles of the lifecycle lists ("established, documented, approved, …"); three or more in a row are a wrapper (two, "reviewed and updated", may be the question). */
const lifecycle =
  'established|defined|documented|approved|communicated|applied|evaluated|maintained|implemented|enforced|reviewed|updated|published|disseminated|developed|followed|tested';
const lifecycleList = new RegExp(
  `\\b(?:${lifecycle})(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*,?\\s*or\\s+)(?:(?:${lifecycle})(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*,?\\s*or\\s+))+(?:${lifecycle})\\b`,
  'gi',
);

/**
 * The CSA CAIQ's other wrapper: "Are processes, procedures, and technical measures defined (or implemented) for …?"
 * asks whether the practice named after it is in place. "Technical measures" asked alone ("technical measures to
 * prevent data leakage") stay a condition.
 */
const practiceMeasures = new RegExp(
  `\\b(?:(?:processes|procedures|policies)\\s*,?\\s*(?:and\\s+)?)+(?:technical|organi[sz]ational|technical\\s+and\\s+organi[sz]ational)\\s+measures\\s+(?:(?:${lifecycle})\\s*,?\\s*(?:and\\s+)?)*(?:for|to)\\s+`,
  'gi',
);

/** A practice "defined and implemented" (or "documented and implemented") is one in place, which "in place" says. */
const definedAndImplemented = /\b(?:defined|established|documented)\s+and\s+implemented\b/gi;

/** What a practice is asked about as, in the singular or the plural ("a process", "processes") alike. */
const wrapperNoun = String.raw`(?:process(?:es)?|procedures?|program(?:me)?s?|polic(?:y|ies)|practices?|mechanisms?)`;
/** "a process to ensure that X" asks about X: ensuring is the wrapper's own purpose. */
const ensuring = String.raw`(?:(?:ensure|make\s+sure)\s+(?:that\s+)?)?`;

/**
 * What a policy or procedure is for, said as what it does: "policy and procedure managing how patches are applied"
 * and "that require a review of …" ask about the patches applied and the review. "Policies and procedures for access
 * control" name the documents asked for, and stay.
 */
const purposeOfRules = String.raw`(?:managing|governing|covering|defining)\s+how|that\s+requires?(?:\s+(?:an?|the))?`;

/** Openings that only say a question is coming: removed from the start of the question. */
const openings: readonly RegExp[] = [
  /^(?:please\s+)?(?:describe|explain|outline|detail|summari[sz]e|specify|indicate|state|confirm|list|provide)\s+(?:briefly\s+)?(?:(?:whether|if|how|what|the|a|an|any|your|details of|details on|information on|an overview of)\s+)*/i,
  /^(?:does|do|is|are|has|have)\s+(?:your|the)\s+(?:organi[sz]ation|company|institution|firm|vendor|supplier|service provider)\s+(?:have|has|maintain|maintains|use|uses)\s+(?:(?:an|any|a)\s+)?/i,
  new RegExp(
    String.raw`^(?:do|does)\s+(?:you|your (?:organi[sz]ation|company|institution|firm))\s+(?:have|maintain|operate|keep|follow)\s+(?:(?:an|any|a)\s+)?(?:formal|documented|defined|established)?\s*(?:${wrapperNoun}(?:\s+(?:or|and)\s+${wrapperNoun})?\s+(?:(?:documented|written)\s+)?(?:${purposeOfRules})\s+|${wrapperNoun}(?:\s+or\s+${wrapperNoun})?\s+(?:to|for|that|in place to|in place for)\s+${ensuring})?`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:is|are)\s+there\s+(?:(?:an|any|a)\s+)?(?:formal|documented|defined|established)?\s*(?:${wrapperNoun}\s+(?:to|for|that|in place to|in place for)\s+${ensuring})?`,
    'i',
  ),
];

/**
 * Question words that ask for a measure of the thing ("How long is the session timeout?", "What level of access…"),
 * or for the members of a class the record names one by one ("Which systems are scanned?" by "infrastructure,
 * containers and applications"): the record gives them, it does not repeat the words. So does the scope of a practice
 * asked to be described ("Describe the scope of the penetration tests"): a record of the practice says what it covers
 * ("of the product and its internet-facing infrastructure"). The scope of an audit, an assessment, a certification
 * or a program is a boundary set for it, which only a record of that scope states, and a scope asked of ("Does the
 * scope of the program include …?", "How is the scope limited?") stays.
 */
const measureWords =
  /^(?:how\s+(?:long|often|frequently)|(?:the\s+)?scope\s+of(?:\s+(?:the|your))?(?![^.?:]*\b(?:audit|assessment|certification|program|programme)s?\b)|what\s+(?:kinds?|types?|sorts?)\s+of|which\s+(?:of\s+(?:the|your)\s+)?(?:systems|servers|assets|applications|environments|services|data|employees|users|people|staff|devices|components))\s+/i;

/** The offering left at the start once an opening is gone ("Explain how your application stores passwords"). */
const leadingOffering = new RegExp(`^(?:(?:your|the)\\s+)?${offering}\\s+(?=[a-z])`, 'i');

/**
 * The core without its wrapper: the lifecycle lists and measures first, then the opening, and the offering an
 * opening leaves at the start ("Explain how your application stores passwords").
 */
export function withoutWrappers(core: string): string {
  let rest = core.replace(practiceMeasures, '').replace(definedAndImplemented, ' ').replace(lifecycleList, ' ');
  const opened = rest;
  for (const opening of openings) rest = rest.replace(opening, '');
  rest = rest.replace(measureWords, '');
  return rest !== opened ? rest.replace(leadingOffering, '') : rest;
}
