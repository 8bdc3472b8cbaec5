/**
 * One thing a question asks about: a topic of the vocabulary (any of its phrases will do) or a single word. A
 * variant is the stems of one phrase, all of which must appear. Topics weigh more than loose words. A topic whose
 * phrases mean it only word for word (`wordForWord`) is held by a record only by one of them, stop words and all.
 * An `avoided` topic is a practice a security programme forbids (see `senseOf`).
 */
export type Concept = {
  topic: string | null;
  variants: string[][];
  weight: number;
  wordForWord?: string[][];
  avoided?: true;
  /** The concept this one stands right before in the question, as one noun phrase ("password" of "password recovery"). */
  modifies?: string;
  /** A word the question says apart from its topics ("application" in "application developed using secure coding"). */
  apart?: boolean;
  /**
   * The topic's phrases whose parts a linking word joins, as the stems before it, the linking word and the stems
   * after it: a record may name what the later part is between them ("contracts with Critical tier third parties").
   */
  linked?: LinkedPhrase[];
};

/** A phrase as its part before the linking word, the linking word, and its part after ("contract", "with", "third party"). */
export type LinkedPhrase = { before: string[]; link: string; after: string[] };

/** What tells one concept of a question from another: its topic, or its words. */
export const conceptKey = (concept: Concept) => concept.topic ?? concept.variants.map((variant) => variant.join(' ')).join('|');
