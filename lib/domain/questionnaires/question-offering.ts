/**
 * Who is asked and about what, as a question names them: the offering being assessed ("your application", "… in
 * your environment") and the one answering ("the vendor", "the vendor's staff"). Every record is about that offering
 * and by that respondent, so neither is a condition a record must repeat; the core says "you" and drops the offering.
 */

/**
 * The subject every question of a questionnaire shares: the offering being assessed ("Does your application lock
 * …", "Are your systems configured to log …", "… in your environment", "… used in this project"). The
 * organization's records are about that offering, so it is not a scope a record must repeat; a named kind of
 * system ("your *nix systems", "web servers") is not this subject and stays. Two kinds of the offering ("your systems
 * and applications") are the subject as one; one joined to something else ("your systems and networks") stays whole.
 */
export const offering = '(?:application|system|service|product|platform|solution|environment|project)s?';
const offeringSubject = new RegExp(
  `^(does|do|is|are|was|were|can|will|has|have)\\s+(?:all\\s+(?:of\\s+)?)?(?:your|the)\\s+${offering}(?:\\s+(?:and|or)\\s+${offering})?\\s+(?!(?:and|or)\\b)(?=[a-z])`,
  'i',
);
/**
 * What the offering holds, closing the question ("… personal data your service maintains?"), is what it is asked
 * about: the clause goes. The offering doing the thing asked ("how your application stores passwords") stays.
 */
const offeringHolds = new RegExp(
  `\\s+(?:that\\s+|which\\s+)?(?:your|the)\\s+${offering}\\s+(?:maintains?|holds?|stores?|processe?s?|collects?|keeps?)(?=\\s*[?.:]?\\s*$)`,
  'gi',
);
/**
 * Every component of the systems ("for all system components") is the whole of what the organization runs, which a
 * record for the practice in general covers; a named kind ("all database servers") stays a condition.
 */
const everyComponent = /\s*,?\s*\b(?:for|on|across|to)\s+all\s+(?:of\s+(?:your|the)\s+)?system\s+components\b/gi;
/**
 * All the systems that serve the customers ("on all systems used to provide services to customers") are the whole
 * offering, as "the systems used to provide services" are; "all systems" alone, serving nothing said, stays.
 */
const allServingSystems = new RegExp(
  `\\s*,?\\s*\\b(?:on|for|across|to|of)\\s+all\\s+(?:(?:of\\s+)?(?:your|the)\\s+)?${offering}\\s+used\\s+to\\s+(?:provide|deliver)\\s+(?:the\\s+|your\\s+)?services?\\s+to\\s+(?:your\\s+)?customers\\b`,
  'gi',
);
/**
 * Every one of two kinds of the offering ("applied to all systems and applications") is the offering whole, as "your
 * systems and applications" is: a record for the practice in general covers it. One kind alone ("all servers") stays.
 */
const everyOffering = new RegExp(
  `\\s*,?\\s*\\b(?:for|on|across|to|in)\\s+all\\s+(?:of\\s+)?(?:(?:your|the|our)\\s+)?${offering}\\s+(?:and|or)\\s+${offering}\\b`,
  'gi',
);
const offeringScope = new RegExp(
  `\\s*(?:,\\s*)?\\b(?:used\\s+)?(?:in|into|on|for|within|across|as part of|to)\\s+(?:(?:the\\s+)?(?:institutional|institution's|customer's|customer|tenant)\\s+instance\\s+of\\s+)?(?:your|this|the)\\s+${offering}(?:\\s+(?:or|and)\\s+${offering})?(?:\\s+used\\s+to\\s+(?:provide|deliver)\\s+(?:the\\s+|your\\s+)?services?\\s+to\\s+(?:your\\s+)?customers)?\\b`,
  'gi',
);

/**
 * The one answering, as some questionnaires name it ("Does the vendor perform background checks?", "the vendor's
 * staff"): it is "you", not the vendors a record about vendor risk is about.
 */
const respondentSubject = /^(does|do|is|are|has|have|will|can)\s+(?:the|your)\s+(?:vendor|supplier|service provider)\b/i;
const respondentOwner = /\bthe\s+(?:vendor|supplier|service provider)'s\b/gi;
/**
 * Your security team as the one doing a practice ("the testing your security team is conducting") is you doing it
 * for security: security testing, not the security roles a record about governance names. A team asked about ("Do
 * you have a security team?") stays.
 */
const respondentTeam = /\b(your\s+(?:information\s+)?security)\s+team\s+(?=(?:is|are|was|were|has|have)\s+[a-z]+(?:ing|ed)\b)/gi;

/** The respondent named as a third party ("the vendor", "the supplier's") said as "you", and its security team as you. */
export const asRespondent = (core: string) =>
  core.replace(respondentOwner, 'your').replace(respondentSubject, '$1 you').replace(respondentTeam, '$1 ');

/** The core without the offering as its subject, its holder or its scope ("for all system components"). */
export const withoutOffering = (core: string) =>
  core
    .replace(offeringSubject, '$1 ')
    .replace(offeringHolds, '')
    .replace(allServingSystems, '')
    .replace(offeringScope, '')
    .replace(everyComponent, '')
    .replace(everyOffering, '');
