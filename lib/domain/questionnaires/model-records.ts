import { coverage, minimumCoverage, sourceWeights } from './confidence';
import { controlsPhrasedIn } from './control-match';
import { asksAboutPastEvents } from './detection';
import { KnowledgeIndex, pastEventRecords } from './engine';
import { questionConcepts } from './expansion';
import { questionCore } from './question-core';
import { citedRecord } from './record-source';
import type { KnowledgeDocument } from './types';

/** How many search hits are weighed for each question, and how many records the model reads. */
const CANDIDATES = 40;
export const RECORDS_PER_QUESTION = 8;
/** How many records of the answer the answerer without a model weighs best lead the records. */
const ANSWERER_RECORDS = 2;
/** How many controls found by their questionnaire phrasings come next. */
const PHRASED_CONTROLS = 2;

/**
 * The records the model is given for each question: first those of the answer the answerer without a model weighs
 * best, shown or not (a framework fact for "Do you conform with a standard?", a policy section it could quote but
 * not say Yes from); then the controls the question names by the phrasings questionnaires use for them; then the
 * answerer's search hits for what the question asks without its wrapper (its concepts and their synonyms, BM25 over
 * title, label and text), the hits that cover none of the question left out, the rest ranked by how much of the
 * question they cover and the trust their kind deserves. A question about past events (a breach, a fine) is given
 * approved library answers only.
 */
export class ModelRecordFinder {
  private readonly answerer: KnowledgeIndex;

  constructor(private readonly documents: readonly KnowledgeDocument[]) {
    this.answerer = new KnowledgeIndex(documents);
  }

  /** The best records for `question`, best first; none when the question names nothing the records could hold. */
  recordsFor(question: string, limit: number = RECORDS_PER_QUESTION): KnowledgeDocument[] {
    const core = questionCore(question);
    const concepts = questionConcepts(core);
    if (concepts.length === 0 || this.documents.length === 0) return [];
    const onlyLibrary = asksAboutPastEvents(question);
    const first = [...this.answererRecords(question), ...(onlyLibrary ? [] : controlsPhrasedIn(core, this.documents, PHRASED_CONTROLS))];
    const found = this.answerer
      .hits(concepts, CANDIDATES, onlyLibrary ? pastEventRecords : undefined)
      .map((hit) => {
        const document = this.documents[hit.id]!;
        const covered = coverage(this.answerer.stemsAt(hit.id), concepts);
        return { document, covered, score: hit.score, rank: covered * sourceWeights[document.type] };
      })
      .filter((candidate) => candidate.covered > 0 && candidate.covered >= minimumCoverage[candidate.document.type])
      .sort((a, b) => b.rank - a.rank || b.score - a.score)
      .map((candidate) => candidate.document);
    return [...new Set([...first, ...found])].slice(0, limit);
  }

  /** The records the answerer without a model cites for its best answer, before its threshold withholds it or not. */
  private answererRecords(question: string): KnowledgeDocument[] {
    return this.answerer
      .scored(question)
      .sources.slice(0, ANSWERER_RECORDS)
      .flatMap((source) => citedRecord(this.documents, source) ?? []);
  }
}
