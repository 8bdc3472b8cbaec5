import MiniSearch, { type Query } from 'minisearch';
import type { Concept } from './concept';
import { isStopWord, stem, words } from './text';

/** A record as the search indexes it: its position in the knowledge, and its title, label and text. */
export type IndexedRecord = { id: number; title: string; label: string; text: string };

/**
 * The one search over an organization's knowledge (BM25 over title, label and text, on the same stems as the
 * questions), shared by the answerer without a model and the retrieval that feeds the model, so both find the same
 * records. Questions are searched with their stems already made, so the query side keeps them as they are.
 */
export function knowledgeSearch(): MiniSearch<IndexedRecord> {
  return new MiniSearch<IndexedRecord>({
    fields: ['title', 'label', 'text'],
    tokenize: words,
    processTerm: (term) => (isStopWord(term) ? null : stem(term)),
    searchOptions: {
      boost: { title: 2, label: 1.5 },
      prefix: (term) => term.length >= 5,
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
    },
  });
}

/** The search's query for a question's concepts: any concept, each by any of its variants, each variant by all its stems. */
export function conceptQuery(concepts: readonly Concept[]): Query {
  return {
    combineWith: 'OR',
    queries: concepts.map((concept) => ({
      combineWith: 'OR',
      queries: concept.variants.map((variant) => ({ combineWith: 'AND', queries: [variant.join(' ')] })),
    })),
  };
}
