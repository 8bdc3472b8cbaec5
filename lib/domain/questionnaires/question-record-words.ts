/**
 * What a question asks, said in the words a record uses for it: a third-party assessment of one's own systems is an
 * independent penetration test, someone responsible for a practice its owner, the stated purposes the purposes,
 * complying with an area's laws meeting them, a written set of rules a policy, a training programme the training.
 * The thing asked stays; only its wording changes to the one records hold.
 */

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

/**
 * Someone made responsible for a practice ("selected an individual or team to be responsible for reviewing
 * vendors") is the practice's owner, which a record names as such ("Owner: …").
 */
const responsibleFor =
  /\b(?:(?:selected|designated|appointed|assigned|named|identified)\s+)?(?:an?\s+|the\s+)?(?:individual|person|team|group|role)(?:\s+or\s+(?:an?\s+)?(?:individual|person|team|group|role))?\s+(?:that\s+is\s+|who\s+is\s+|to\s+be\s+)?(?:responsible|accountable)\s+for\b/gi;

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
 * Complying with the laws of an area ("comply with applicable breach notification laws") is meeting that area's legal
 * obligations: a record names them as what "the law" sets or requires of the area, not as a claim of compliance. The
 * area stays, so a record must name it; laws named by no area ("all applicable laws") stay a compliance claim.
 */
const areaLaws =
  /\bcompl(?:y|ies|ying)\s+with\s+(?:(?:all|any|the|applicable|relevant)\s+)*((?:(?!(?:all|any|the|applicable|relevant)\b)[a-z-]+\s+){1,4}?)(laws?|legislation|legal\s+requirements|legal\s+obligations)\b/gi;

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

/** A list kept of things ("a documented list of personal data") is an inventory of them, not the verb "list". */
const listOf = /\b(a|an|the|documented|written|current|complete|up-to-date)\s+lists?\s+of\b/gi;

/**
 * A written set of guidelines or rules for a thing is its policy; guidelines for the configuration, maintenance and
 * use of a thing (three or more of what is done with it) govern the thing whole.
 */
const writtenRules = /\b(?:an?\s+)?(?:written|documented|formal)\s+(?:set\s+of\s+)?(?:guidelines|rules)(?:\s+and\s+rules)?\b/gi;
const wholeUse = /\b(?:for|of|on)\s+the\s+[a-z]+(?:\s*,\s*[a-z]+)+,?\s+and\s+(?:use|operation|management)\s+of\s+/gi;

/** Retaining records of a thing is keeping a record of it, not a retention period: "retain" goes as "keep" does. */
const retainRecords = /\bretain(?:s|ed|ing)?\s+(?=(?:records?|documentation|evidence)\b)/gi;

/**
 * Retaining a team, a firm, a provider or counsel is engaging them, not keeping data: "retain an external team" goes
 * as "use" does. Retaining data, records or logs stays retention.
 */
const retainEngaged =
  /\bretain(?:s|ed|ing)?\s+(?=(?:(?:an?|the|our|your|its|their)\s+)?(?:(?:external|outside|third[-\s]party|independent|specialist|qualified|dedicated|legal|forensic|security|incident\s+response)\s+)*(?:teams?|firms?|providers?|compan(?:y|ies)|counsel|lawyers?|attorneys?|consultants?|specialists?|agenc(?:y|ies)|experts?|investigators?)\b)/gi;

/** A vulnerability is a security weakness: "security vulnerabilities" are vulnerabilities. */
const securityWeakness = /\bsecurity\s+(vulnerabilit(?:y|ies)|flaws?|weakness(?:es)?)\b/gi;

/**
 * Protecting against a class of weakness or attack ("protecting against XSS vulnerabilities") is the practice that
 * stops that class, which a record states without those words ("encodes output" against cross-site scripting).
 */
const protectedAgainst =
  /\b(?:protect(?:s|ed|ing|ion)?|defen(?:d|ds|ded|ding|ce|se|ses))\s+against\s+((?:[a-z0-9-]+\s+){1,3}?)(?:vulnerabilit(?:y|ies)|attacks?)\b/gi;

/** A training or awareness "program" is the training itself, given again and again, not a document asked for. */
export const trainingProgram = /\b(training|awareness)\s+program(?:me)?s?\b/gi;

/** A third-party security assessment of one's own systems said as the independent penetration test it is. */
export const asIndependentTest = (core: string) => core.replace(ownSystemsAssessed, '$1 an independent penetration test');

/** Someone made responsible for a practice said as its owner. */
export const asOwner = (core: string) => core.replace(responsibleFor, 'an owner of');

/** The purposes of processing and consent said plainly, wherever they are stated and of whichever kind. */
export const asPrivacyWords = (core: string) =>
  core
    .replace(statedPurposes, (purposes) => (/^(?:the\s+)?purposes?$/i.test(purposes) ? purposes : 'the purposes'))
    .replace(eitherConsent, 'consent');

/** Laws, logs, places, lists, rules, retaining and weaknesses said as records say them. */
export const inRecordWords = (core: string) =>
  core
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

/** A training or awareness programme said as the training. */
export const asTraining = (core: string) => core.replace(trainingProgram, '$1');
