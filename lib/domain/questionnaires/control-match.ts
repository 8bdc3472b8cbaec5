import { controlPhrasings } from './control-phrasings';
import { namesTheThing } from './compose';
import { coverage, holdsConcept } from './confidence';
import { askedPeriodSaid } from './periods';
import type { Concept } from './concept';
import { questionConcepts } from './expansion';
import { stemsOf, type Stems } from './text';
import type { KnowledgeDocument } from './types';

/**
 * A question matched to the library control it is about, by the phrasings security questionnaires use for that
 * control ("de-identify personal data" for data masking), not by the words the control happens to use. A phrasing
 * matches when each of its words (or a synonym of the vocabulary) is in the question; the question's conditions
 * the phrasing does not say (a scope such as "servers", a frequency, a period) must be said by the control's own
 * text, or the control is not the answer.
 */
export type ControlMatch = {
  document: KnowledgeDocument;
  /** The phrasing that matched, which stands for the control's meaning in the answer's checks. */
  phrasing: string;
  /** The share of the question, by weight, that the phrasing or the control's own name and text says (0..1). */
  share: number;
};

/** Under this share the phrasing and the control name too little of the question to say what it is about. */
export const MIN_PHRASING_SHARE = 0.5;

/** A phrasing read once: its stems, the concepts it weighs, and every concept it says, light ones too ("deploy"). */
type CompiledPhrasing = { text: string; stems: Stems; concepts: readonly Concept[]; said: readonly Concept[] };

const compile = (text: string): CompiledPhrasing => {
  const said = questionConcepts(text);
  return { text, stems: stemsOf(text), concepts: said.filter((concept) => concept.weight > 0), said };
};

const compiled: ReadonlyMap<string, readonly CompiledPhrasing[]> = new Map(
  Object.entries(controlPhrasings).map(([id, list]) => [id, list.map(compile)]),
);

/** A control's own name and text as stems, read once per record rather than once per question. */
const ownStems = new WeakMap<KnowledgeDocument, Stems>();
function ownOf(document: KnowledgeDocument): Stems {
  let stems = ownStems.get(document);
  if (!stems) {
    stems = stemsOf(`${document.title ?? ''} ${document.text}`);
    ownStems.set(document, stems);
  }
  return stems;
}

/** Stems read one after the other, as if one text. */
const joined = (first: Stems, second: Stems): Stems => ({
  set: new Set([...first.set, ...second.set]),
  sequence: [...first.sequence, ...second.sequence],
  all: [...first.all, ...second.all],
  items: new Set([...first.items, first.sequence.length, ...[...second.items].map((start) => start + first.sequence.length)]),
});

const totalWeight = (concepts: readonly Concept[]) => concepts.reduce((sum, concept) => sum + concept.weight, 0);

/**
 * A measure the question sets ("at least six months", "annually", "TLS 1.2"): a number, a unit of time or a
 * frequency. The control must state it; a phrasing never stands for it.
 */
const measure =
  /^(?:\d.*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|hour|day|daily|week|weekly|month|monthly|quarter|quarterly|year|yearly|annual|annually)$/;
const isMeasure = (concept: Concept) =>
  concept.topic === null && concept.variants.some((variant) => variant.some((word) => measure.test(word)));

/**
 * Whether a record may describe what an open question ("Which systems are covered by the scans?", "Describe how
 * you store passwords") asks about: it names every topic of the question, the first of its other words (what is
 * to be described: the "limits" of "Describe the limits of these audits") and at least half of the rest. A
 * description need not repeat every word a Yes would need, but a record about the audits does not describe their
 * limits, nor one about who does the work ("the security team") the work asked about ("testing").
 */
function describesTheThing(stems: Stems, concepts: readonly Concept[]): boolean {
  const weighed = concepts.filter((concept) => concept.weight > 0);
  const topics = weighed.filter((concept) => concept.topic !== null);
  const loose = weighed.filter((concept) => concept.topic === null);
  if (!topics.every((concept) => holdsConcept(stems, concept))) return false;
  if (loose.length === 0) return topics.length > 0;
  const missed = loose.filter((concept) => !holdsConcept(stems, concept)).length;
  return holdsConcept(stems, loose[0]!) && missed <= Math.floor(loose.length / 2);
}

/**
 * How a control's phrasings (see `inQuestion`) fit the question: the share of the question they say, or null when
 * the question sets a condition the control's text does not state (a topic such as "servers" or "HIPAA" the
 * phrasings do not say, or a measure). Other words the phrasings leave out are weighed by the answer: a Yes still
 * needs them named (see `namesTheThing`).
 */
function fitOf(phrasing: CompiledPhrasing, concepts: readonly Concept[], own: Stems, open: boolean): number | null {
  const weighed = concepts.filter((concept) => concept.weight > 0);
  // The control asks the same thing by its phrasing, its name and what it says to do: "storage encrypted" and
  // "Encrypt … storage … that hold sensitive data with strong algorithms" together say most of "Is the storage of
  // sensitive data encrypted using algorithms?".
  const said = weighed.filter((concept) => holdsConcept(phrasing.stems, concept) || holdsConcept(own, concept));
  const conditions = concepts.filter((concept) => (concept.topic !== null && concept.weight > 0) || isMeasure(concept));
  // A topic is said by a phrasing naming it, not by a word it happens to share: "client systems" says nothing of
  // "servers", though a record about "systems" would.
  const named = new Set(phrasing.concepts.map((concept) => concept.topic));
  const stated = (concept: Concept) =>
    concept.topic === null ? said.includes(concept) : named.has(concept.topic) || holdsConcept(own, concept);
  if (!conditions.every(stated)) return null;
  // The phrasing and the control together must name the thing asked, as a record found by the search must.
  const both = joined(own, phrasing.stems);
  if (!(open ? describesTheThing(both, concepts) : namesTheThing(both, concepts))) return null;
  const total = totalWeight(weighed);
  return total === 0 ? null : totalWeight(said) / total;
}

/** The phrasings of a control that a question says, every word of each (or a synonym). */
const heldPhrasings = (phrasings: readonly CompiledPhrasing[], question: Stems) =>
  phrasings.filter((phrasing) => phrasing.concepts.length > 0 && phrasing.said.every((concept) => holdsConcept(question, concept)));

/**
 * The controls a question is about by the phrasings questionnaires use for them, those it says most phrasings of
 * first, without weighing whether they answer it: what a reader (the assistant's model) should be shown, as
 * questionnaires word a control in ways its own text never does ("separation of duties" for "Segregation of duties").
 */
export function controlsPhrasedIn(core: string, documents: readonly KnowledgeDocument[], limit: number): KnowledgeDocument[] {
  const question = stemsOf(core);
  return documents
    .filter((document) => document.type === 'control')
    .map((document) => ({ document, held: heldPhrasings(compiled.get(document.id) ?? [], question).length }))
    .filter((control) => control.held > 0)
    .sort((a, b) => b.held - a.held)
    .slice(0, limit)
    .map((control) => control.document);
}

/** A mark between phrasings, so no phrase is read across two of them. */
const SEPARATOR = '|';

/**
 * Every phrasing of a control the question holds, as one: each says a part of what the control is about, so
 * together they stand for its meaning ("monitor network" and "security event monitoring" for "Do you monitor your
 * network for security events?"). Null when the question holds none.
 */
function inQuestion(phrasings: readonly CompiledPhrasing[], question: Stems): CompiledPhrasing | null {
  const held = heldPhrasings(phrasings, question);
  if (held.length === 0) return null;
  const between = (part: (stems: Stems) => readonly string[]) =>
    held.flatMap((phrasing, index) => (index === 0 ? [] : [SEPARATOR]).concat(part(phrasing.stems)));
  const sequence = between((stems) => stems.sequence);
  return {
    text: held.map((phrasing) => phrasing.text).join('; '),
    stems: {
      set: new Set(sequence.filter((stem) => stem !== SEPARATOR)),
      sequence,
      all: between((stems) => stems.all),
      items: new Set(sequence.flatMap((stem, index) => (stem === SEPARATOR ? [index + 1] : []))),
    },
    concepts: held.flatMap((phrasing) => phrasing.concepts),
    said: held.flatMap((phrasing) => phrasing.said),
  };
}

/**
 * The control of the organization a question's core is about: among the controls it holds, the one whose
 * phrasings say the largest share of the question, provided that share is large enough and everything else the
 * question asks is in the control's text. The control must name the thing a Yes would name, or, for an `open`
 * question, what is to be described (`describesTheThing`). Null when no control fits.
 */
export function matchControl(
  core: string,
  concepts: readonly Concept[],
  documents: readonly KnowledgeDocument[],
  open = false,
): ControlMatch | null {
  const question = stemsOf(core);
  let best: (ControlMatch & { held: number; length: number }) | null = null;
  for (const document of documents) {
    if (document.type !== 'control') continue;
    const said = inQuestion(compiled.get(document.id) ?? [], question);
    if (!said) continue;
    // A control stating a least period of its own says the question's measure, whether it meets it or not.
    const period = askedPeriodSaid(core, document.text);
    const own = period ? joined(ownOf(document), stemsOf(period)) : ownOf(document);
    const share = fitOf(said, concepts, own, open);
    if (share === null || share < MIN_PHRASING_SHARE) continue;
    // On a tie, the control whose own text says more of the question, then the longer phrasings.
    const held = coverage(own, concepts);
    const length = said.stems.sequence.length;
    const better =
      !best || share > best.share || (share === best.share && (held > best.held || (held === best.held && length > best.length)));
    if (better) best = { document, phrasing: said.text, share, held, length };
  }
  return best ? { document: best.document, phrasing: best.phrasing, share: best.share } : null;
}
