import { holdsConcept } from './confidence';
import type { Concept } from './concept';
import { isLightWord } from './light-words';
import { narrowingAfter, narrowingBefore, wholeWords } from './narrower';
import { questionCore } from './question-core';
import { mediaCovered } from './wider-media';
import { kindOfDataConcepts, kindsOfDataCovered, placesOfFlowCovered, saidOnlyBy } from './wider-data';
import { isStopWord, meaningStems, sentences, stem, stemsOf, words } from './text';

/**
 * Records that cover more than the question asks. "Do you have job descriptions for employees with access to
 * confidential information?" asks for the job descriptions of some people; a record saying "Every job description
 * states the security responsibilities of the role" covers those too, so it need not repeat whom they are for. The
 * mirror of `narrower.ts`, where a record about some of a thing does not answer a question about all of it.
 */

/**
 * The people a thing is for ("… for employees with access to …", "for new hires"): a restriction a rule for every
 * one of the thing meets. What the thing is or does ("scans with credentials", "backups for databases") is asked of
 * it and stays, and so does a restriction asked in full ("for all employees").
 */
const people =
  /^(?:employees?|staff|personnel|workforce|workers?|users?|contractors?|members?|people|individuals?|roles?|administrators?|developers?|engineers?|hires?)$/;
const forPeople = (all: readonly string[], at: number) =>
  all[at] === 'for' && (people.test(all[at + 1] ?? '') || (!wholeWords.test(all[at + 1] ?? '') && people.test(all[at + 2] ?? '')));

/** How many meaningful words before the restriction name the thing ("job descriptions"). */
const THING_WORDS = 3;

const meaningful = (word: string) => !isStopWord(word) && !isLightWord(stem(word));

/** The stems of the thing the question restricts to some people and of that restriction; null when it restricts none. */
function restricted(question: string): { thing: string[]; restriction: Set<string> } | null {
  const all = words(questionCore(question));
  const at = all.findIndex((_, index) => forPeople(all, index) && all.slice(0, index).some(meaningful));
  if (at < 0) return null;
  const thing = all.slice(0, at).filter(meaningful).map(stem).slice(-THING_WORDS);
  return { thing, restriction: new Set(all.slice(at + 1).map(stem)) };
}

/** Whether the record says "every" (or "all", "each") of the thing, in its words and order, unnarrowed after it. */
function saysEveryOf(record: string, thing: readonly string[]): boolean {
  const said = words(record);
  return said.some((word, index) => {
    if (!wholeWords.test(word)) return false;
    let at = index + 1;
    for (const part of thing) {
      while (at < said.length && isStopWord(said[at]!)) at += 1;
      if (stem(said[at] ?? '') !== part) return false;
      at += 1;
    }
    return !narrowingAfter.test(said.slice(at, at + 3).join(' '));
  });
}

/**
 * The kinds of system a question may limit a thing to ("client system security event logs", "logs of networking
 * devices"): scope topics of the vocabulary, and the loose words that name systems.
 */
const systemKindTopics: ReadonlySet<string> = new Set(['servers', 'client systems', 'information systems']);
const systemKindStems: ReadonlySet<string> = new Set(
  ['system', 'device', 'network', 'server', 'host', 'endpoint', 'laptop', 'workstation', 'desktop', 'router'].map(stem),
);
const isSystemKind = (concept: Concept) =>
  concept.topic !== null
    ? systemKindTopics.has(concept.topic)
    : concept.variants.some((variant) => variant.length === 1 && systemKindStems.has(variant[0]!));

/**
 * The concepts of the question that only name a kind of the thing it asks of: a kind of data ("sensitive data") or
 * of system ("networking devices"), which a rule for all information or for all systems need not name.
 */
export const kindConcepts = (question: string, concepts: readonly Concept[]): Set<Concept> =>
  new Set([...kindOfDataConcepts(question, concepts), ...concepts.filter(isSystemKind)]);

/**
 * Whether a passage states its rule for the thing in general: it names no narrowing word ("production",
 * "critical") and no kind of system the question does not say ("Server logs are kept …" is about servers only).
 */
function statesGenerally(question: string, passage: string): boolean {
  const asked = new Set(words(question).map(stem));
  return words(passage).every((word) => {
    const said = stem(word);
    if (asked.has(said)) return true;
    return !narrowingBefore.has(word) && (said === 'system' || !systemKindStems.has(said));
  });
}

/** The words of a statement before its verb ("Security and audit logs" of "Security and audit logs are kept …"). */
const SUBJECT_WORDS = 6;
const statementVerb = /^(?:is|are|must|shall|will)$/;

const joining = /^(?:and|or)$/;

/**
 * Whether the subject of a rule limits the thing to a kind the question does not ask of, by a word before "all" or
 * "every" the question does not say: "Security and audit logs" answers of security event logs, a list naming them,
 * but not of all the logs of a device.
 */
function limitsSubject(subject: readonly string[], asked: ReadonlySet<string>): boolean {
  const every = subject.findIndex((word) => wholeWords.test(word));
  const named = (every < 0 ? subject : subject.slice(0, every)).filter(meaningful);
  if (named.every((word) => asked.has(stem(word)))) return false;
  const kindsListed = subject.some((word) => joining.test(word)) && named.slice(0, -1).some((word) => asked.has(stem(word)));
  return !kindsListed;
}

/**
 * Whether a sentence of the passage states its rule of a thing asked: one of the concepts is its subject, not
 * limited to a kind of it the question does not ask of.
 */
function statesOf(question: string, passage: string, concepts: readonly Concept[]): boolean {
  const asked = new Set(words(question).map(stem));
  const thing = concepts.filter((concept) => concept.weight > 0);
  return sentences(passage).some((sentence) => {
    const said = words(sentence);
    const verb = said.findIndex((word) => statementVerb.test(word));
    if (verb < 1 || verb > SUBJECT_WORDS) return false;
    const subject = said.slice(0, verb);
    const stems = stemsOf(subject.join(' '));
    return thing.some((concept) => holdsConcept(stems, concept)) && !limitsSubject(subject, asked);
  });
}

/**
 * The kinds of system the question limits the thing to that a policy's scope of all systems names ("This policy
 * covers all systems: …, network and security services, company devices"): each rule of that policy stated in
 * general is a rule for every one of them.
 */
function kindsInScope(question: string, passage: string, concepts: readonly Concept[], scope: string | undefined): Set<Concept> {
  if (!scope || !saysEveryOf(scope, ['system']) || !statesGenerally(question, passage)) return new Set();
  const scopeStems = stemsOf(scope);
  const kinds = concepts.filter((concept) => isSystemKind(concept) && holdsConcept(scopeStems, concept));
  const thing = concepts.filter((concept) => !kinds.includes(concept));
  return new Set(statesOf(question, passage, thing) ? kinds : []);
}

/**
 * Where the question limits a kind of system to some of it, by where it is or what it reaches ("workstations in the
 * office", "devices that have access to confidential information"): the words that limit it, up to a comma.
 */
const systemLimit =
  /^(?:in (?:the|our|your|an?) |(?:that|which) (?:(?:have|has|can|could|will|may|must) )?(?:access|reach|connect)|with access |used (?:to|for) (?:access|reach|connect))/;

function limitOfSystemKind(question: string): Set<string> {
  const all = words(questionCore(question).split(/[,;:]/)[0] ?? '');
  const limitsKindAt = (index: number) =>
    index > 0 && systemKindStems.has(stem(all[index - 1]!)) && systemLimit.test(all.slice(index).join(' '));
  const at = all.findIndex((_, index) => limitsKindAt(index));
  if (at < 0) return new Set();
  return new Set(meaningStems(all.slice(at)));
}

/** Whether a scope says "every", "all" or "any" of a kind of system, unnarrowed ("every laptop and desktop"). */
const scopeSaysEveryKind = (scope: string) => [...systemKindStems].some((kind) => saysEveryOf(scope, [kind]));

/**
 * The concepts that only limit a kind of system the question asks of ("in the office", "that have access to our
 * confidential information") where the record's policy covers every one of a kind of system the question names
 * ("This policy applies to every laptop and desktop …") and the record states its rule in general: the rule is for
 * every such system, so for those so limited too. A scope of some of them ("every production server") limits itself.
 */
function limitsInScope(question: string, passage: string, concepts: readonly Concept[], scope: string | undefined): Set<Concept> {
  if (!scope || !scopeSaysEveryKind(scope) || !statesGenerally(question, passage)) return new Set();
  const limit = limitOfSystemKind(question);
  if (limit.size === 0) return new Set();
  const scopeStems = stemsOf(scope);
  if (!concepts.some((concept) => isSystemKind(concept) && holdsConcept(scopeStems, concept))) return new Set();
  const onlyLimit = saidOnlyBy(limit);
  return new Set(concepts.filter((concept) => !isSystemKind(concept) && onlyLimit(concept)));
}

/**
 * The concepts a record must name: without the kinds of system the question limits the thing to where the record's
 * policy covers all systems, those kinds included, nor what limits those systems where it covers every one of them,
 * without the kinds of data it asks of where the record's rule is for all information, and without the medium the
 * thing is kept on where the record names none.
 */
export function withoutKindsCovered(question: string, record: string, concepts: readonly Concept[], scope?: string): readonly Concept[] {
  const covered = new Set([
    ...kindsInScope(question, record, concepts, scope),
    ...limitsInScope(question, record, concepts, scope),
    ...kindsOfDataCovered(question, record, concepts),
    ...placesOfFlowCovered(question, record, concepts),
    ...mediaCovered(question, record, concepts),
  ]);
  return covered.size === 0 ? concepts : concepts.filter((concept) => !covered.has(concept));
}

/**
 * The concepts a record must still name for a Yes: all of them, but where the record states its rule for every one
 * of the thing the question restricts, those only of the restriction (whom or what it is for) go, and so do the kinds
 * of system the question limits it to where the record's policy covers all systems, those kinds included, and the
 * kinds of data it asks of where the record's rule is for all information.
 */
export function beyondRestriction(question: string, record: string, concepts: readonly Concept[], scope?: string): readonly Concept[] {
  const remaining = withoutKindsCovered(question, record, concepts, scope);
  const parts = restricted(question);
  if (!parts || !saysEveryOf(record, parts.thing)) return remaining;
  const ofThing = new Set(parts.thing);
  const onlyRestriction = (concept: Concept) =>
    concept.variants.some((variant) => variant.length > 0 && variant.every((word) => parts.restriction.has(word))) &&
    !concept.variants.some((variant) => variant.some((word) => ofThing.has(word)));
  return remaining.filter((concept) => !onlyRestriction(concept));
}

/** The sentence of a record that states its rule for every one of the thing the question restricts, if one does. */
export function ruleForEvery(question: string, record: string): string | undefined {
  const parts = restricted(question);
  return parts ? sentences(record).find((sentence) => saysEveryOf(sentence, parts.thing)) : undefined;
}
