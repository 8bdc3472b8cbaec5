import { holdsConcept } from './confidence';
import type { Concept } from './concept';
import { narrowingAfter, narrowingBefore, wholeWords } from './narrower';
import { questionCore } from './question-core';
import { isStopWord, meaningStems, sentences, stem, stemsOf, words } from './text';

/**
 * Records whose rule is for all information answer a question about a kind of it. "Is the transport of sensitive
 * data encrypted?" is answered by "All information sent over networks is encrypted": sensitive data is information
 * too, so the record need not name the kind. A rule for one kind ("All customer data …") or for the information of
 * one place ("All data in production …") says nothing of the others.
 */

const dataNoun = /^(?:data|information)$/;
/** Words that make data one kind of it, said right before "data" or "information". */
const kindWord =
  /^(?:sensitive|confidential|personal|private|proprietary|restricted|regulated|classified|protected|health|medical|patient|financial|payment|cardholder|customer|client|student|employee|institutional|business|corporate|company|user)$/;
/** Kinds of data named by their initials. */
const kindInitials = /^(?:pii|phi|ephi)$/;

/** Words that leave out some of what a rule before them is for ("all data except backups"). */
const exception = /^(?:except|excluding|other|unless|only|but)$/;
const statementVerb = /^(?:is|are|must|shall|will|may|should)$/;

/** Each kind of data the question names, as the span of its words: "sensitive data", "protected health information", "PII". */
function kindsAsked(said: readonly string[]): { from: number; to: number }[] {
  const kinds: { from: number; to: number }[] = [];
  said.forEach((word, index) => {
    if (kindInitials.test(word)) kinds.push({ from: index, to: index + 1 });
    if (!dataNoun.test(word)) return;
    let from = index;
    while (from > 0 && kindWord.test(said[from - 1]!)) from -= 1;
    if (from < index) kinds.push({ from, to: index + 1 });
  });
  return kinds;
}

const narrows = (word: string, asked: ReadonlySet<string>) =>
  !asked.has(stem(word)) && (narrowingBefore.has(word) || narrowingBefore.has(word.replace(/s$/, '')) || exception.test(word));

/**
 * Whether a sentence states its rule for all information: "all", "any" or "every" right before "data" or
 * "information" (only stop words between), and nothing narrowing it in its clause, before its verb or a comma, that
 * the question does not say itself.
 */
function saysAllData(sentence: string, asked: ReadonlySet<string>): boolean {
  const clause = words(sentence.split(/[,;:(]/)[0] ?? '');
  return clause.some((word, index) => {
    if (!wholeWords.test(word)) return false;
    let at = index + 1;
    while (at < clause.length && isStopWord(clause[at]!) && !dataNoun.test(clause[at]!)) at += 1;
    if (!dataNoun.test(clause[at] ?? '')) return false;
    const after = clause.slice(at + 1);
    if (narrowingAfter.test(after.slice(0, 3).join(' '))) return false;
    const verb = after.findIndex((next) => statementVerb.test(next));
    return !(verb < 0 ? after : after.slice(0, verb)).some((next) => narrows(next, asked));
  });
}

const dataStems = new Set(['data', stem('information')]);

/**
 * The concepts of the question that only name the kind of data it asks of ("sensitive data", "personal
 * information"). A concept the question also says elsewhere ("a privacy notice for personal data") is not one.
 */
export function kindOfDataConcepts(question: string, concepts: readonly Concept[]): Set<Concept> {
  const said = words(questionCore(question));
  const kinds = kindsAsked(said);
  if (kinds.length === 0) return new Set();
  const kindStems = kinds.map(({ from, to }) => new Set(said.slice(from, to).map(stem)));
  const ofKind = (variant: readonly string[]) =>
    variant.some((word) => !dataStems.has(word)) && kindStems.some((kind) => variant.every((word) => kind.has(word)));
  const outside = stemsOf(said.filter((_, index) => !kinds.some(({ from, to }) => index >= from && index < to)).join(' '));
  return new Set(concepts.filter((concept) => concept.variants.some(ofKind) && !holdsConcept(outside, concept)));
}

/** The kinds of data asked of that a record need not name, since one of its sentences states its rule for all information. */
export function kindsOfDataCovered(question: string, record: string, concepts: readonly Concept[]): Set<Concept> {
  const kinds = kindOfDataConcepts(question, concepts);
  if (kinds.size === 0) return kinds;
  const asked = new Set(words(question).map(stem));
  return sentences(record).some((sentence) => saysAllData(sentence, asked)) ? kinds : new Set();
}

/** Whether a concept is said only by the given stems, every way of saying it: a limit a record need not name. */
export const saidOnlyBy = (stems: ReadonlySet<string>) => (concept: Concept) =>
  concept.variants.every((variant) => variant.length > 0 && variant.every((word) => stems.has(word)));

/** Words that name data on the move between places: "traffic between the load balancer and the servers". */
const flowNoun = /^(?:traffic|transfers?|transmissions?|connections?|communications?|data|information)$/;
/** A word that ends the places a flow is between: a verb or a participle ("… and the servers protected"). */
const endOfPlaces = /^(?:is|are|was|were|be|been|must|shall|will|should)$|(?:ed)$/;

/** The stems of the places a flow of the question runs between: "the load balancer and the application servers". */
function placesBetween(said: readonly string[]): Set<string> {
  const at = said.findIndex((word, index) => word === 'between' && flowNoun.test(said[index - 1] ?? ''));
  if (at < 0) return new Set();
  const places: string[] = [];
  for (const word of said.slice(at + 1)) {
    if (endOfPlaces.test(word)) break;
    places.push(word);
  }
  return new Set(meaningStems(places));
}

/**
 * The places a flow of data is asked between, with "between" itself, that a record need not name where one of its
 * sentences states its rule for all information: "All information sent over networks is encrypted" protects the
 * traffic between a load balancer and the application servers as it does any other.
 */
export function placesOfFlowCovered(question: string, record: string, concepts: readonly Concept[]): Set<Concept> {
  const said = words(questionCore(question));
  const places = placesBetween(said);
  if (places.size === 0) return new Set();
  const asked = new Set(said.map(stem));
  if (!sentences(record).some((sentence) => saysAllData(sentence, asked))) return new Set();
  const between = stem('between');
  const ofPlaces = (variant: readonly string[]) => variant.length > 0 && variant.every((word) => places.has(word) || word === between);
  return new Set(concepts.filter((concept) => concept.variants.some(ofPlaces)));
}
