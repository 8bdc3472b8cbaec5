import { isLightWord, isWrapperWord } from './light-words';
import { namedStandards } from './named-standards';
import { withAlternatives, withEncryptionForTransit } from './concept-alternatives';
import { stageWords, whereSupported } from './unweighted-spans';
import { isJoiningWord, isStopWord, listItems, meaningStems, stem, words } from './text';
import type { SynonymGroup } from './synonym-group';
import { synonymGroups } from './vocabulary';
import { conceptKey, type Concept, type LinkedPhrase } from './concept';

export const TOPIC_WEIGHT = 2;
export const WORD_WEIGHT = 1;
/** A qualifier (whom a practice covers) is searched with but need not be held: it weighs nothing in the share. */
export const QUALIFIER_WEIGHT = 0;

/** A phrase as stems, stop words kept so a phrase matches only as written ("need to know"). */
const phraseStems = (phrase: string) => words(phrase).map(stem);

type Phrase = { group: SynonymGroup; stems: string[] };

/** Every phrase of the vocabulary, longest first, so "incident response plan" wins over "incident response". */
const phrases: readonly Phrase[] = synonymGroups
  .flatMap((group) => group.phrases.map((phrase) => ({ group, stems: phraseStems(phrase) })))
  .sort((a, b) => b.stems.length - a.stems.length);

const variantsOf = (group: SynonymGroup) =>
  [...group.phrases, ...(group.answeredBy ?? [])].map((phrase) =>
    words(phrase)
      .filter((word, index, all) => !isStopWord(word) || all.length === 1)
      .map(stem),
  );

/** The words that link the parts of a phrase of the vocabulary ("contracts with third parties", "end of contract"). */
const linking = /^(?:with|of|for|to|from|by|on)$/;
/** How many words of no weight may stand between a phrase's linking word and the rest of it. */
const LINKED_GAP = 3;

/** The phrases of a topic joined by a linking word, read as their parts. */
function linkedPhrases(group: SynonymGroup): LinkedPhrase[] {
  return [...group.phrases, ...(group.answeredBy ?? [])].flatMap((phrase) => {
    const all = words(phrase);
    const at = all.findIndex((word, index) => index > 0 && linking.test(word));
    if (at < 0) return [];
    const before = meaningStems(all.slice(0, at));
    const after = meaningStems(all.slice(at + 1));
    return before.length > 0 && after.length > 0 ? [{ before, link: stem(all[at]!), after }] : [];
  });
}

/**
 * Where a phrase of the vocabulary stands in a question, first to last, as written; after its linking word the
 * question may add words that set no condition ("contracts with all relevant third parties"). Null when it is not there.
 */
function phraseFrom(
  stems: readonly string[],
  said: readonly string[],
  phrase: readonly string[],
  start: number,
  taken: readonly boolean[],
): number[] | null {
  const at: number[] = [];
  let position = start;
  for (const [offset, word] of phrase.entries()) {
    if (offset > 0 && linking.test(phrase[offset - 1]!)) {
      let skipped = 0;
      while (
        skipped < LINKED_GAP &&
        position < said.length &&
        stems[position] !== word &&
        !taken[position] &&
        isStopWord(said[position]!) &&
        !linking.test(said[position]!)
      ) {
        position += 1;
        skipped += 1;
      }
    }
    if (stems[position] !== word || taken[position]) return null;
    at.push(position);
    position += 1;
  }
  return at;
}

/** The first place a phrase of the vocabulary stands in a question, among its words not yet taken by a longer one. */
function foundAt(stems: readonly string[], said: readonly string[], phrase: readonly string[], taken: readonly boolean[]): number[] | null {
  for (let start = 0; start + phrase.length <= stems.length; start += 1) {
    const at = phraseFrom(stems, said, phrase, start, taken);
    if (at) return at;
  }
  return null;
}

/**
 * A concept for each group of standards the question says are held to ("adhere to DoD 5220.22-M and/or NIST SP
 * 800-88"): held by a record only by one of the group's names word for word, and weighed as a topic, so no Yes is
 * given for a practice that does not name the standard. A standard the vocabulary knows ("ISO 27001") stays its topic.
 */
function standardConcepts(
  question: string,
  said: readonly string[],
  stems: readonly string[],
  taken: boolean[],
  owner: (Concept | undefined)[],
): Concept[] {
  return namedStandards(question).flatMap((group) => {
    const names = group.map((name) => name.map(stem));
    const found = names.flatMap((name) => foundAt(stems, said, name, taken) ?? []);
    if (found.length === 0) return [];
    const concept: Concept = {
      topic: `standard ${names.map((name) => name.join(' ')).join(' or ')}`,
      variants: names,
      wordForWord: names,
      weight: TOPIC_WEIGHT,
    };
    for (const position of found) {
      taken[position] = true;
      owner[position] = concept;
    }
    return [concept];
  });
}

/**
 * The concepts of a question: each vocabulary topic it mentions (by any phrase; the longest phrase wins where two
 * overlap), then each other meaningful word. A question of stop words only has none.
 */
export function questionConcepts(question: string): Concept[] {
  const { words: said, starts } = listItems(question);
  const stems = said.map(stem);
  // A stage of a listed process, or whoever a thing is offered to where they support it, is read word by word, never
  // as a topic: its marks are cleared once topics are found.
  const supporters = whereSupported(question);
  const stages = stageWords(question).map((stage, index) => stage || supporters[index] === true);
  const taken = stems.map((_, index) => stages[index] === true);
  const concepts: Concept[] = [];
  // Which concept each word of the question belongs to, to find how they stand to one another.
  const owner: (Concept | undefined)[] = stems.map(() => undefined);
  const topics = new Map<string, Concept>();
  for (const phrase of phrases) {
    let at = foundAt(stems, said, phrase.stems, taken);
    while (at) {
      let concept = topics.get(phrase.group.topic);
      if (!concept) {
        const weight = phrase.group.qualifier ? QUALIFIER_WEIGHT : TOPIC_WEIGHT;
        concept = { topic: phrase.group.topic, variants: variantsOf(phrase.group), weight };
        if (phrase.group.wordForWord) concept.wordForWord = [...phrase.group.phrases, ...(phrase.group.answeredBy ?? [])].map(phraseStems);
        if (phrase.group.avoided) concept.avoided = true;
        const linked = linkedPhrases(phrase.group);
        if (linked.length > 0) concept.linked = linked;
        topics.set(phrase.group.topic, concept);
        concepts.push(concept);
      }
      for (const position of at) {
        taken[position] = true;
        owner[position] = concept;
      }
      at = foundAt(stems, said, phrase.stems, taken);
    }
  }
  for (const concept of standardConcepts(question, said, stems, taken, owner)) concepts.push(concept);
  stages.forEach((stage, index) => {
    if (stage && owner[index] === undefined) taken[index] = false;
  });
  const loose = new Map<string, Concept>();
  said.forEach((word, index) => {
    if (taken[index] || isStopWord(word) || word.length < 2) return;
    const root = stems[index]!;
    let concept = loose.get(root);
    // A stage the process lists details it, as a qualifier: a record of the process need not name every step.
    const weight = isLightWord(root) || stages[index] ? QUALIFIER_WEIGHT : WORD_WEIGHT;
    if (!concept) {
      concept = { topic: null, variants: [[root]], weight };
      loose.set(root, concept);
      concepts.push(concept);
    } else concept.weight = Math.max(concept.weight, weight);
    owner[index] = concept;
  });
  markCompounds(said, starts, owner);
  markApart(said, owner);
  const merged = withEncryptionForTransit(stems, withAlternatives(question, concepts));
  // A question only about whom it covers ("Do you onboard employees?") is about them after all. One whose words only
  // wrap a practice ("Describe the mechanism you're using:") follows a question it leaves unsaid: nothing answers it.
  const wrapsOnly = merged.every((concept) => concept.topic === null && concept.variants.flat().every(isWrapperWord));
  if (merged.every((concept) => concept.weight === 0) && !wrapsOnly) return merged.map((concept) => ({ ...concept, weight: TOPIC_WEIGHT }));
  return merged;
}

/** A participle or an adverb ("encrypted", "annually") ends a clause, not a noun phrase. */
const clauseWord = /(?:ed|ly)$/;
/** The one doing a thing: the words after it start with what is done ("you review access"), not a noun phrase. */
const subject = /^(?:you|we|they|i)$/;

/**
 * A run of meaningful words of the question (no stop word or comma between them) ends with a noun phrase: its last
 * two words that weigh something, right next to each other, are a modifier and its head ("your password recovery
 * mechanism"). They are marked when the head is a word of its own, not a topic of the vocabulary, and the modifier
 * one word too: a topic's phrase of several words is one thing already ("intrusion detection system"), and a topic
 * as the head has its own synonyms ("privacy training" is training that covers privacy). A run after "you" starts
 * with what is done ("Do you de-identify data?"), and a participle or an adverb ends the run.
 */
function markCompounds(said: readonly string[], starts: ReadonlySet<number>, owner: readonly (Concept | undefined)[]): void {
  const runs: number[][] = [];
  let run: number[] = [];
  said.forEach((word, index) => {
    const within = owner[index] !== undefined && !clauseWord.test(word);
    if (!within || starts.has(index)) {
      if (run.length > 0) runs.push(run);
      run = [];
    }
    if (within) run.push(index);
  });
  if (run.length > 0) runs.push(run);
  for (const words of runs) {
    const [modifierAt, headAt] = words.filter((index) => owner[index]!.weight > 0).slice(-2);
    if (modifierAt === undefined || headAt !== modifierAt + 1 || subject.test(said[words[0]! - 1] ?? '')) continue;
    const modifier = owner[modifierAt]!;
    const head = owner[headAt]!;
    if (modifier === head || owner[modifierAt - 1] === modifier || head.topic !== null) continue;
    modifier.modifies ??= conceptKey(head);
  }
  markOfPhrases(said, owner);
}

/** Articles and possessives that may stand between "of" and the thing it names ("the protection of your data"). */
const determiner = /^(?:the|a|an|your|our|its|their)$/;

/**
 * "The protection of data" names one thing as "data protection" does: a word that weighs something followed by "of"
 * and another (an article between them allowed) is a head and its modifier, under the same conditions as above.
 */
function markOfPhrases(said: readonly string[], owner: readonly (Concept | undefined)[]): void {
  said.forEach((word, index) => {
    if (word !== 'of') return;
    const headAt = index - 1;
    const modifierAt = determiner.test(said[index + 1] ?? '') ? index + 2 : index + 1;
    const head = owner[headAt];
    const modifier = owner[modifierAt];
    if (!head || !modifier || head === modifier || head.weight === 0 || modifier.weight === 0) return;
    if (head.topic !== null || modifier.topic !== null || clauseWord.test(said[headAt]!)) return;
    // The word after "of" must end its phrase: in "the privacy of sensitive information" it is "information".
    if (owner[modifierAt + 1] !== undefined) return;
    modifier.modifies ??= conceptKey(head);
  });
}

/**
 * A word of the question next to none of its topics is a thing of its own, which a record must name apart from
 * the phrases it names the topics by: "application" in "application developed using secure coding", not "data"
 * in "data privacy" nor "encryption" in "encryption and key management" (the items of one list).
 */
function markApart(said: readonly string[], owner: readonly (Concept | undefined)[]): void {
  const besideTopic = (index: number, step: number) => {
    let next = index + step;
    while (owner[next] === undefined && isJoiningWord(said[next] ?? '')) next += step;
    return Boolean(owner[next]?.topic);
  };
  owner.forEach((concept, index) => {
    if (!concept || concept.topic !== null) return;
    concept.apart = concept.apart !== false && !besideTopic(index, -1) && !besideTopic(index, 1);
  });
}

/** The vocabulary topics a text mentions. */
export const topicsOf = (text: string): string[] => questionConcepts(text).flatMap((concept) => (concept.topic ? [concept.topic] : []));

/** Every phrase a question is searched with: its own words and each phrase of the topics it mentions. */
export function expandQuery(question: string): string[] {
  return questionConcepts(question).flatMap((concept) => concept.variants.map((variant) => variant.join(' ')));
}
