import { namedBefore } from './detection';

/**
 * Kinds and lists a question names that stand for the whole of a thing: "A, B, or otherwise C", "unit tests or
 * similar methods", "an employee, intern, vendor, or other associate", "all data they may get access to", "internal
 * and external systems", and "such information" naming again what was named. Any of the kind answers, so the core
 * asks the thing whole; a kind named alone stays a condition.
 */

/**
 * "A, B, or otherwise C" names the kind A and B are ("anonymize, de-identify, or otherwise mask"): "otherwise" adds
 * no condition.
 */
const orOtherwise = /\bor\s+otherwise\s+(?=[a-z])/gi;

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
 * "Such information" names again a thing the question has named ("retain personal information … and dispose of
 * such information"): it is that thing, not a further one.
 */
const namedAgain = /\bsuch\s+([a-z]{4,})\b/gi;
const thatThing = (phrase: string, thing: string, offset: number, whole: string) => (namedBefore(whole, thing, offset) ? 'it' : phrase);

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

/** The core with each kind or list that stands for the whole of a thing said as that thing. */
export const asWholeKinds = (core: string) =>
  core
    .replace(orOtherwise, 'or ')
    .replace(orSimilar, '$1 $2$3')
    .replace(whoeverLeaves, 'people leave')
    .replace(namedAgain, thatThing)
    .replace(allTheyMayHave, '$1')
    .replace(bothSides, allOfThem)
    .replace(internalOrExternal, '$1$2');
