import { askingSentences } from './asking-sentence';
import { explanation, namedBefore, withoutFallback, withoutPreamble } from './detection';
import { withStandardsOnly } from './named-standards';

/**
 * What a question asks about, without the wording every questionnaire wraps around it. The CSA CAIQ asks "Are
 * … policies and procedures established, documented, approved, communicated, applied, evaluated and
 * maintained?", others "Do you have a process to …" or "Please describe …": no record repeats those words, so
 * searched as they are they sink every record's share of the question. Only the wrapper goes; the thing asked and
 * its qualifiers ("at least annually", "for remote access") stay.
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

/**
 * The subject every question of a questionnaire shares: the offering being assessed ("Does your application lock
 * …", "Are your systems configured to log …", "… in your environment", "… used in this project"). The
 * organization's records are about that offering, so it is not a scope a record must repeat; a named kind of
 * system ("your *nix systems", "web servers") is not this subject and stays. Two kinds of the offering ("your systems
 * and applications") are the subject as one; one joined to something else ("your systems and networks") stays whole.
 */
const offering = '(?:application|system|service|product|platform|solution|environment|project)s?';
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

/** The offering left at the start once an opening is gone ("Explain how your application stores passwords"). */
const leadingOffering = new RegExp(`^(?:(?:your|the)\\s+)?${offering}\\s+(?=[a-z])`, 'i');

/** A training or awareness "program" is the training itself, given again and again, not a document asked for. */
export const trainingProgram = /\b(training|awareness)\s+program(?:me)?s?\b/gi;

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
 * What may come into someone's hands of all of a thing ("all confidential information they may get access to during
 * the partnership", "any data you might hold"): "all" already says every one of it, so what they may come to have
 * adds no condition. A clause of fact ("all data they process") or of another doing ("all access you may grant")
 * stays, as a scope.
 */
const allTheyMayHave =
  /\b((?:all|any)\s+(?:[a-z-]+\s+){0,2}[a-z-]+)\s+(?:that\s+|which\s+)?(?:they|you|we|it)\s+(?:may|might|could)\s+(?:get|gain|have|hold|receive|obtain|access|handle|see)\b[^,.?;()]*/gi;

/**
 * A scope named from both sides ("internal servers and externally exposed systems", "internal and external
 * systems") is every one of them, which a record for systems in general covers; one side alone stays a condition.
 */
const bothSides = /\b(?:both\s+)?internal(\s+[a-z]+)?\s+(?:and|as well as)\s+external(?:ly)?(?:[\s-]+(?:exposed|facing))?\b/gi;
const allOfThem = (_: string, thing: string | undefined) => (thing ? `all${thing} and` : 'all');

/**
 * One thing offered as internal or external ("an internal incident response team or retain an external team"): either
 * answers, so the thing is asked whoever provides it. Different things on each side ("internal tools or external
 * services") stay.
 */
const internalOrExternal = /\binternal\s+((?:[a-z]+\s+){0,3}?)([a-z]+)\s+or\s+(?:[a-z]+\s+){0,2}?external\s+\2\b/gi;

/**
 * Protecting against a class of weakness or attack ("protecting against XSS vulnerabilities") is the practice that
 * stops that class, which a record states without those words ("encodes output" against cross-site scripting).
 */
const protectedAgainst =
  /\b(?:protect(?:s|ed|ing|ion)?|defen(?:d|ds|ded|ding|ce|se|ses))\s+against\s+((?:[a-z0-9-]+\s+){1,3}?)(?:vulnerabilit(?:y|ies)|attacks?)\b/gi;

/** A vulnerability is a security weakness: "security vulnerabilities" are vulnerabilities. */
const securityWeakness = /\bsecurity\s+(vulnerabilit(?:y|ies)|flaws?|weakness(?:es)?)\b/gi;

/**
 * Someone made responsible for a practice ("selected an individual or team to be responsible for reviewing
 * vendors") is the practice's owner, which a record names as such ("Owner: …").
 */
const responsibleFor =
  /\b(?:(?:selected|designated|appointed|assigned|named|identified)\s+)?(?:an?\s+|the\s+)?(?:individual|person|team|group|role)(?:\s+or\s+(?:an?\s+)?(?:individual|person|team|group|role))?\s+(?:that\s+is\s+|who\s+is\s+|to\s+be\s+)?(?:responsible|accountable)\s+for\b/gi;

/** Why a practice is done, set off by a comma (", to ensure that they protect …"), is not a further thing asked. */
const purposeAside = /,\s*(?:in order\s+)?to\s+(?:ensure|make sure|verify|confirm)\b[^.?;]*/gi;

/** Retaining records of a thing is keeping a record of it, not a retention period: "retain" goes as "keep" does. */
const retainRecords = /\bretain(?:s|ed|ing)?\s+(?=(?:records?|documentation|evidence)\b)/gi;

/**
 * Retaining a team, a firm, a provider or counsel is engaging them, not keeping data: "retain an external team" goes
 * as "use" does. Retaining data, records or logs stays retention.
 */
const retainEngaged =
  /\bretain(?:s|ed|ing)?\s+(?=(?:(?:an?|the|our|your|its|their)\s+)?(?:(?:external|outside|third[-\s]party|independent|specialist|qualified|dedicated|legal|forensic|security|incident\s+response)\s+)*(?:teams?|firms?|providers?|compan(?:y|ies)|counsel|lawyers?|attorneys?|consultants?|specialists?|agenc(?:y|ies)|experts?|investigators?)\b)/gi;

/**
 * A parenthetical emptied by a filler (", and currently implemented," once "currently implemented" goes) leaves
 * only its commas and joining word, which would cut the question in two.
 */
const emptiedAside = /,\s*(?:(?:and|or)\s*)?,/g;

/**
 * A practice "documented, and currently implemented" is a written one in place: the document is asked by the
 * question's own words ("documented"), so the core keeps the word and drops the rest, lest a bare "and" be left
 * ("a documented and incident response plan"). A clause saying it of a practice named before ("a process that is
 * documented and currently implemented") goes whole.
 */
const documentedInPlace =
  /\s*\b(?:that|which)\s+(?:is|are)\s+(?:documented|defined|established|written)\s*,?\s*and\s+(?:fully|currently)\s+(?:implemented|followed)\b,?|\b(documented|defined|established|written)\s*,?\s*and\s+(?:fully|currently)\s+(?:implemented|followed)\b,?/gi;

/** A list kept of things ("a documented list of personal data") is an inventory of them, not the verb "list". */
const listOf = /\b(a|an|the|documented|written|current|complete|up-to-date)\s+lists?\s+of\b/gi;

/**
 * Logs (events, alerts, reports) "produced (or generated) by your servers" are the servers' logs: where they come
 * from is said by their source, which stays, not by the verb.
 */
const producedBy = /\b(logs?|events?|alerts?|reports?)\s+(?:produced|generated|emitted|created)\s+by\b/gi;

/**
 * A thing "stored in a central location" (or "kept in a single place") is held centrally: the condition is that it
 * is central, which a record says as "a central logging platform" or "a central directory", not that it is stored.
 */
const centralPlace =
  /\b(?:stored|kept|held|retained|collected|located)\s+(?:in|at)\s+(?:an?|one|the)\s+(?:single\s+|secure\s+)?(central(?:i[sz]ed)?|single)\s+(?:location|place|repository|store)\b/gi;

/**
 * Complying with the laws of an area ("comply with applicable breach notification laws") is meeting that area's legal
 * obligations: a record names them as what "the law" sets or requires of the area, not as a claim of compliance. The
 * area stays, so a record must name it; laws named by no area ("all applicable laws") stay a compliance claim.
 */
const areaLaws =
  /\bcompl(?:y|ies|ying)\s+with\s+(?:(?:all|any|the|applicable|relevant)\s+)*((?:(?!(?:all|any|the|applicable|relevant)\b)[a-z-]+\s+){1,4}?)(laws?|legislation|legal\s+requirements|legal\s+obligations)\b/gi;

/**
 * A written set of guidelines or rules for a thing is its policy; guidelines for the configuration, maintenance and
 * use of a thing (three or more of what is done with it) govern the thing whole.
 */
const writtenRules = /\b(?:an?\s+)?(?:written|documented|formal)\s+(?:set\s+of\s+)?(?:guidelines|rules)(?:\s+and\s+rules)?\b/gi;
const wholeUse = /\b(?:for|of|on)\s+the\s+[a-z]+(?:\s*,\s*[a-z]+)+,?\s+and\s+(?:use|operation|management)\s+of\s+/gi;

/**
 * The purposes of processing personal information are those stated somewhere: "the stated purposes", "the purposes
 * identified in the privacy notice" (or "in the agreement with an institution") are the purposes, whatever names
 * where they are stated. "(s)" after a word is its plural. A purpose said plainly ("the purpose of SSL") stays.
 */
const statedPurposes =
  /\b(?:the\s+)?(?:(?:stated|specified|identified|declared|notified)\s+)?purposes?(?:\(s\))?(?:\s+(?:identified|stated|specified|set\s+out|declared)\s+in\s+(?:the|an?|your)\s+(?:privacy\s+)?(?:notice|policy|agreement|contract)(?:\s+with\s+(?:the|an?|each)\s+[a-z]+)?)?/gi;

/**
 * Consent "implicit or explicit" is consent of either kind, as a scope named from both sides is all of it, and "the
 * consent of the individual" is whose consent always is: both are consent. Consent of someone else ("of a parent")
 * stays.
 */
const eitherConsent =
  /\b(?:(?:implicit|implied)\s+or\s+(?:explicit|express)\s+|(?:explicit|express)\s+or\s+(?:implicit|implied)\s+)?consent(?:\s+of\s+the\s+(?:individual|data\s+subject|person|user)s?)?\b/gi;

/**
 * "Such information" names again a thing the question has named ("retain personal information … and dispose of
 * such information"): it is that thing, not a further one.
 */
const namedAgain = /\bsuch\s+([a-z]{4,})\b/gi;
const thatThing = (phrase: string, thing: string, offset: number, whole: string) => (namedBefore(whole, thing, offset) ? 'it' : phrase);

/**
 * "A, B, or otherwise C" names the kind A and B are ("anonymize, de-identify, or otherwise mask"): "otherwise" adds
 * no condition.
 */
const orOtherwise = /\bor\s+otherwise\s+(?=[a-z])/gi;

/**
 * A practice "described in DISP-02" is the one another question of the questionnaire named, by that question's
 * number: the number names nothing a record says.
 */
const otherQuestion =
  /\s*\b(?:described|mentioned|referenced|referred\s+to|outlined|named)\s+(?:in|under|at|by)\s+(?:question\s+)?[A-Z]{2,}[A-Z0-9]*-\d+(?:\.\d+)*\b/g;

/** "list(s)", "procedure(s)": a word with "(s)" is its plural. */
const pluralMark = /\b([a-z]+)\(s\)/gi;

/**
 * A kind named "or similar" ("using unit tests or similar methods") is one example of the thing used: any of its
 * like answers, so the thing is asked without the word that narrows it to the example ("using tests"). A thing
 * named without such a word ("use LDAP or similar") is left as it is.
 */
const similarKinds = String.raw`(?:methods?|tools?|techniques?|mechanisms?|technolog(?:y|ies)|means|approach(?:es)?|practices?|measures?|solutions?|controls?)`;
const orSimilar = new RegExp(
  String.raw`\b(using|use|uses|employ(?:s|ing)?|run(?:s|ning)?|perform(?:s|ing)?)\s+((?:an?\s+|any\s+)?)[a-z-]+\s+([a-z]+)\s+or\s+(?:other\s+)?similar(?:\s+${similarKinds})?\b`,
  'gi',
);

/**
 * The kinds of people who leave, listed up to "or other …" ("when an employee, intern, vendor, contractor, or other
 * associate leaves the company or a contract ends"), are whoever leaves: people. The list names no kind a rule for
 * people leaving must repeat, and a contract ending is one of the ways they leave. A list without "other", or of
 * people who are not leaving ("require employees, vendors, or other third parties to sign"), stays.
 */
const personKind = String.raw`(?:employees?|interns?|vendors?|contractors?|consultants?|temps?|temporary\s+(?:staff|workers?)|associates?|staff|personnel|workers?|third[-\s]part(?:y|ies)|partners?|suppliers?|individuals?|persons?|people|(?:team\s+)?members?)`;
const whoeverLeaves = new RegExp(
  String.raw`\b(?:an?\s+|any\s+)?${personKind}(?:\s*,\s*(?:an?\s+)?${personKind})*,?\s+(?:or|and)\s+(?:any\s+)?other\s+${personKind}\s+(?:leaves?|leaving|departs?|departing)(?:\s+(?:the|your|our)\s+(?:company|organi[sz]ation|business))?(?:\s+or\s+(?:a|the|their|his\s+or\s+her)\s+(?:contract|engagement)\s+ends)?\b`,
  'gi',
);

/**
 * A third-party security assessment one's own systems have had ("Have your systems and applications had a
 * third-party security assessment completed?") is a test of them by an independent party: an independent penetration
 * test, had when it was done.
 * Third-party assessments of others ("security assessments of third parties") are the assessing of vendors, and stay.
 */
const ownSystems = String.raw`(?:systems?|applications?|infrastructure|environments?|products?|services?|platforms?|networks?)`;
const ownSystemsAssessed = new RegExp(
  String.raw`\b((?:your|our)\s+${ownSystems}(?:\s*,\s*${ownSystems})*(?:,?\s+(?:and|or)\s+${ownSystems})?\s+(?:had|undergone|received|been\s+through|been\s+subject\s+to))\s+(?:an?\s+)?third[-\s]party\s+(?:security\s+)?(?:assessments?|evaluations?|reviews?)(?:\s+(?:completed|performed|conducted|done))?\b`,
  'gi',
);

/** "Host-level vulnerabilities" are the hosts' vulnerabilities: the level adds no condition. */
const levelOf = /\b([a-z]+)-level\b/gi;

/** The question reduced to what it asks about; the question itself when nothing is left. */
export function questionCore(question: string): string {
  let core = askingSentences(withoutFallback(withoutPreamble(question)).replace(/\s+/g, ' ').trim());
  core = core.replace(ownSystemsAssessed, '$1 an independent penetration test');
  core = core.replace(documentedInPlace, (_: string, written: string | undefined) => written ?? '');
  for (const filler of fillers) core = core.replace(filler, ' ');
  core = withStandardsOnly(core);
  core = core.replace(emptiedAside, ' ');
  core = core.replace(respondentOwner, 'your').replace(respondentSubject, '$1 you').replace(respondentTeam, '$1 ');
  core = core.replace(responsibleFor, 'an owner of').replace(purposeAside, '');
  core = core
    .replace(statedPurposes, (purposes) => (/^(?:the\s+)?purposes?$/i.test(purposes) ? purposes : 'the purposes'))
    .replace(eitherConsent, 'consent')
    .replace(orOtherwise, 'or ')
    .replace(orSimilar, '$1 $2$3')
    .replace(whoeverLeaves, 'people leave')
    .replace(namedAgain, thatThing)
    .replace(allTheyMayHave, '$1')
    .replace(bothSides, allOfThem)
    .replace(internalOrExternal, '$1$2')
    .replace(levelOf, '$1')
    .replace(pluralMark, '$1s')
    .replace(otherQuestion, '')
    .replace(areaLaws, 'meet $1$2')
    .replace(producedBy, '$1 of')
    .replace(centralPlace, '$1')
    .replace(listOf, '$1 inventory of')
    .replace(writtenRules, 'a policy')
    .replace(wholeUse, 'for ')
    .replace(retainRecords, 'keep ')
    .replace(retainEngaged, 'use ')
    .replace(securityWeakness, '$1')
    .replace(protectedAgainst, 'against $1');
  core = core
    .replace(offeringSubject, '$1 ')
    .replace(offeringHolds, '')
    .replace(allServingSystems, '')
    .replace(offeringScope, '')
    .replace(everyComponent, '')
    .replace(everyOffering, '')
    .replace(trainingProgram, '$1');
  core = core.replace(practiceMeasures, '').replace(definedAndImplemented, ' ').replace(lifecycleList, ' ');
  const opened = core;
  for (const opening of openings) core = core.replace(opening, '');
  core = core.replace(measureWords, '');
  if (core !== opened) core = core.replace(leadingOffering, '');
  core = core
    .replace(/\s+([,.?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return /[a-z0-9]/i.test(core) ? core : question;
}

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
