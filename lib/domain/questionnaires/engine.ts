import { mayAnswer, templateTexts } from './answerable';
import { calibrated, type Calibration } from './calibration';
import { questionnaireCalibration } from './calibration-fit';
import { composeAnswer } from './compose';
import { matchControl } from './control-match';
import { confidenceOf, coverage, holdsConcept, isConfident, minimumCoverage, sourceWeights, titleFit } from './confidence';
import { asksAboutPastEvents, asksBeyondOthersAsked, asksForName, asksOfRecentWork, isYesNoQuestion } from './detection';
import { opposingRecord } from './opposites';
import { partsAnswer } from './parts';
import type { Concept } from './concept';
import { questionConcepts } from './expansion';
import { questionCore } from './question-core';
import { restatement } from './restatement';
import { conceptQuery, knowledgeSearch } from './knowledge-search';
import type { RecordedAnswer } from './audit-controls';
import { auditScopeAnswer } from './audit-scope';
import { askedPeriodSaid, windowAsFrequency } from './periods';
import { standardsAnswer } from './standards';
import { stem, stemsOf, words, type Stems } from './text';
import { kindConcepts, withoutKindsCovered } from './wider';
import { citedRecord, sourceOf } from './record-source';
import type { AnswerSource, KnowledgeDocument, Question, Suggestion } from './types';

/** Under this raw score a record is not weighed as an answer at all. */
const RAW_FLOOR = 0.5;
/** How much a record named after the thing asked ranks above one that only mentions it among other rules. */
const TITLE_BONUS = 0.15;
/** How many search hits are weighed for each question. */
const CANDIDATES = 12;
/** How many further records (a control's evidence, a library answer's sources) an answer cites besides its own. */
const RELATED_SOURCES = 4;
/** The least share of the question an evidence item's name must hold to be cited with its control. */
const EVIDENCE_ABOUT = 0.5;

/** The records that may answer a question about past events: only what a person approved before. */
export const pastEventRecords: ReadonlySet<KnowledgeDocument['type']> = new Set(['library']);
/** The records that name companies and products: trust facts (the subprocessors) and approved answers. */
const naming: ReadonlySet<KnowledgeDocument['type']> = new Set(['library', 'trust']);

export const noSuggestion = (): Suggestion => ({ answer: null, kind: null, confidence: 0, sources: [] });

/**
 * The further records cited with a record: a library answer's as approved; of a control's evidence, only the
 * items whose name is about the question (an access-log export proves nothing about backups).
 */
function relatedAbout(document: KnowledgeDocument, concepts: readonly Concept[]): AnswerSource[] {
  const related = document.related ?? [];
  if (document.type === 'library') return [...related];
  return related.filter((source) => coverage(stemsOf(source.label), concepts) >= EVIDENCE_ABOUT);
}

/**
 * The organization's knowledge, indexed once (MiniSearch, BM25 over the title, label and text of each record) for
 * the questions of one call. Records and questions meet on the same stems, and each question is searched with its
 * topics' synonyms.
 */
export class KnowledgeIndex {
  private readonly search = knowledgeSearch();
  private readonly stems: Stems[];
  private readonly titleStems: Stems[];
  private readonly templates: ReadonlySet<string>;

  constructor(
    private readonly documents: readonly KnowledgeDocument[],
    private readonly calibration: Calibration = questionnaireCalibration,
  ) {
    this.search.addAll(documents.map((document, id) => ({ id, title: document.title ?? '', label: document.label, text: document.text })));
    this.stems = documents.map((document) => stemsOf(`${document.title ?? ''} ${document.label} ${document.text}`));
    this.titleStems = documents.map((document) => stemsOf(document.title ?? ''));
    this.templates = templateTexts(documents);
  }

  /**
   * The search's hits for the concepts, best first, at most `count`, and of the kinds of record `allowed` only when
   * given: one search serves this answerer and the records the assistant's model reads.
   */
  hits(concepts: readonly Concept[], count: number, allowed?: ReadonlySet<KnowledgeDocument['type']>): { id: number; score: number }[] {
    const filter = allowed ? { filter: (hit: { id: number }) => allowed.has(this.documents[hit.id]!.type) } : {};
    return this.search
      .search(conceptQuery(concepts), filter)
      .slice(0, count)
      .map((hit) => ({ id: hit.id as number, score: hit.score }));
  }

  /** The stems of the record at a position of the knowledge: its title, label and text. */
  stemsAt(id: number): Stems {
    return this.stems[id]!;
  }

  /**
   * The best answer the records give to `question`: the candidates are weighed by how much of the question they
   * cover, the trust their kind deserves and their score; the first that composes an answer with enough confidence
   * is suggested with its sources. A question about past events (a breach, a fine) is answered only from the
   * library. Nothing good enough: no answer.
   */
  suggest(question: string): Suggestion {
    const raw = this.scored(question);
    if (raw.answer === null) return raw;
    const confidence = calibrated(raw.confidence, this.calibration);
    return isConfident(confidence) ? { ...raw, confidence } : noSuggestion();
  }

  /**
   * The answer with its raw score (not yet calibrated, not withheld by the shown threshold): what the calibration
   * is fitted on. Records scoring under a floor are never suggested whatever the calibration.
   */
  scored(asked: string): Suggestion {
    // "Has it been done in the last year?" asks of work done at least yearly, which is how records say it.
    const question = asksOfRecentWork(asked) ? (windowAsFrequency(asked) ?? asked) : asked;
    const whole = this.scoredWhole(question);
    // A record requiring the opposite of the state asked about says No; read by its other words, its Yes would invert
    // it. An answer a person approved still stands.
    const opposed = whole.sources[0]?.type === 'library' ? null : this.opposed(question);
    if (opposed) return opposed;
    // A closed question no one record answers whole may list things that records answer one by one.
    const answeredWhole = whole.answer !== null && whole.kind !== 'text';
    if (answeredWhole || !isYesNoQuestion(question)) return whole;
    return (
      partsAnswer(
        question,
        (part) => this.scoredWhole(part),
        (answer, thing, part) => this.citesRecordNaming(answer, thing, part),
      ) ?? whole
    );
  }

  /**
   * Whether a record the answer cites names the part's thing: its head word, or the topic of the vocabulary the part
   * reads it in. A thing the part weighs in no word of its own ("an individual" responsible) asks nothing the rest
   * does not.
   */
  private citesRecordNaming(answer: Suggestion, thing: string, part: string): boolean {
    const said = new Set(words(thing).map(stem));
    const own = questionConcepts(part).filter(
      (concept) => concept.weight > 0 && concept.variants.some((variant) => variant.some((word) => said.has(word))),
    );
    if (own.length === 0) return true;
    const head = stem(words(thing).at(-1) ?? '');
    const naming = own.filter((concept) => concept.variants.some((variant) => variant.includes(head)));
    // Its own words, not its policy's name: every section of a policy is labelled "… Policy".
    return answer.sources.some((source) => {
      const document = citedRecord(this.documents, source);
      const stems = document && stemsOf(`${document.heading ?? document.title ?? ''} ${document.text}`);
      return stems !== undefined && (stems.all.includes(head) || naming.some((concept) => holdsConcept(stems, concept)));
    });
  }

  /** A No from a policy requiring the opposite of the state the question asks about, quoting the requirement. */
  private opposed(question: string): Suggestion | null {
    const sections = this.documents.filter((document) => mayAnswer(document, this.templates));
    const found = opposingRecord(question, sections);
    if (!found) return null;
    const confidence = confidenceOf({ coverage: 1, type: found.document.type, score: 1, bestScore: 1 });
    return { answer: `No. ${found.sentence}`, kind: 'no', confidence, sources: [sourceOf(found.document)] };
  }

  /** The answer one record gives to the question as a whole. */
  private scoredWhole(question: string): Suggestion {
    const concepts = questionConcepts(questionCore(question));
    if (concepts.length === 0 || this.documents.length === 0) return noSuggestion();
    const onlyLibrary = asksAboutPastEvents(question) || asksBeyondOthersAsked(question);
    const onlyNames = !onlyLibrary && asksForName(question);
    const byAudits = onlyLibrary ? null : (standardsAnswer(question, this.documents) ?? auditScopeAnswer(question, this.documents));
    if (byAudits) return recordedSuggestion(byAudits);
    const byControl =
      onlyLibrary || onlyNames ? null : (controlAnswer(question, concepts, this.documents) ?? restatedAnswer(question, this.documents));
    if (byControl) return byControl;
    const allowed = onlyLibrary ? pastEventRecords : onlyNames ? naming : undefined;
    const hits = this.hits(concepts, CANDIDATES, allowed);
    const bestScore = hits[0]?.score ?? 0;
    // A rule for all information or all systems names no kind of them: a question asking of one finds it without the
    // kind too, each record weighed against the best of the search that found it.
    const kinds = kindConcepts(question, concepts);
    const beyondKinds = concepts.filter((concept) => !kinds.has(concept));
    if (kinds.size > 0 && beyondKinds.length > 0) {
      const general = this.hits(beyondKinds, CANDIDATES, allowed);
      const scale = bestScore / (general[0]?.score || 1);
      for (const hit of general) if (!hits.some((found) => found.id === hit.id)) hits.push({ ...hit, score: hit.score * scale });
    }
    const candidates = hits
      .map((hit) => {
        const document = this.documents[hit.id]!;
        // A record stating a least period of its own says the measure asked, as its answer reads it.
        const period = askedPeriodSaid(question, document.text);
        const stems = period ? stemsOf(`${document.title ?? ''} ${document.label} ${document.text} ${period}`) : this.stems[hit.id]!;
        // A rule for all information, or of a policy for all systems, is weighed on what it must name: not the kind
        // of data or of system asked of.
        const covered = coverage(stems, withoutKindsCovered(question, document.text, concepts, document.scope));
        // A record named after the thing asked ("Background screening") is about it; one that mentions it is less so.
        const title = this.titleStems[hit.id]!;
        const named = coverage(title, concepts);
        const fit = titleFit(title, concepts);
        return { document, covered, named, fit, score: hit.score, rank: covered * sourceWeights[document.type] + TITLE_BONUS * fit };
      })
      .filter((candidate) => candidate.covered >= minimumCoverage[candidate.document.type] && mayAnswer(candidate.document, this.templates))
      .sort((a, b) => b.rank - a.rank || b.named - a.named || b.fit - a.fit || b.score - a.score);
    // A record that answers a closed question in part (its statement without the Yes it cannot give, such as a
    // control naming no document where a policy is asked) gives way to a policy section further down that answers
    // whole and covers as much of the question with its quoted passage: the policy is the document asked for.
    const closed = isYesNoQuestion(question);
    let partial: { suggestion: Suggestion; covered: number } | null = null;
    for (const candidate of candidates) {
      const composed = composeAnswer(question, candidate.document, concepts);
      if (!composed) continue;
      // A quoted passage must carry the question itself, not only the record around it; one that says the question's
      // wrapper too covers it whole.
      const covered = composed.whole ? 1 : composed.support === undefined ? candidate.covered : (candidate.covered + composed.support) / 2;
      const confidence = confidenceOf({
        coverage: covered,
        type: candidate.document.type,
        score: candidate.score,
        bestScore,
        penalty: composed.penalty,
      });
      if (confidence < RAW_FLOOR) continue;
      const related = relatedAbout(candidate.document, concepts).slice(0, RELATED_SOURCES);
      const answer = { answer: composed.answer, kind: composed.kind, confidence, sources: [sourceOf(candidate.document), ...related] };
      if (partial) {
        const whole = composed.penalty >= 1 && candidate.document.type === 'policy';
        if (whole && covered >= partial.covered) return answer;
        continue;
      }
      if (composed.penalty >= 1 || !closed) return answer;
      partial = { suggestion: answer, covered };
    }
    return partial?.suggestion ?? noSuggestion();
  }
}

/**
 * The first pass: the answer of the control the question is about, found by the phrasings questionnaires use for
 * it. The phrasing stands for the control's meaning in the answer's checks (a Yes still needs every qualifier of
 * the question in the control's text, the same sense, a document where one is asked); the raw score grows with the
 * share of the question the phrasing says. Null when no control fits or it answers only in part, and the search
 * takes over.
 */
function controlAnswer(
  question: string,
  concepts: readonly Concept[],
  documents: readonly KnowledgeDocument[],
  core = questionCore(question),
): Suggestion | null {
  const match = matchControl(core, concepts, documents, !isYesNoQuestion(question));
  if (!match) return null;
  const { document } = match;
  const named: KnowledgeDocument = { ...document, text: `${document.text}\n\n${match.phrasing}` };
  const composed = composeAnswer(question, named, concepts);
  // A control that answers only in part (no document where one is asked, a Yes it cannot give) leaves the
  // question to the search, where a policy may answer it whole.
  if (!composed || composed.penalty < 1) return null;
  const confidence = confidenceOf({ coverage: 1, type: 'control', score: match.share, bestScore: 1, penalty: composed.penalty });
  if (confidence < RAW_FLOOR) return null;
  const related = relatedAbout(document, concepts).slice(0, RELATED_SOURCES);
  return { answer: composed.answer, kind: composed.kind, confidence, sources: [sourceOf(document), ...related] };
}

/**
 * An answer read from the audit controls and the framework facts (which standards the organization is held to, an
 * audit's scope), cited to every record it rests on. Its raw score is that of a record wholly about the question.
 */
function recordedSuggestion(found: RecordedAnswer): Suggestion {
  const confidence = confidenceOf({ coverage: 1, type: found.records[0]!.type, score: 1, bestScore: 1 });
  return { answer: found.answer, kind: found.kind, confidence, sources: found.records.map(sourceOf) };
}

/**
 * The control named by the term a question gives for what it asks ("… access to their personal information for
 * review and update (i.e., data subject rights)"), when the question's own words match none: the term is the
 * questionnaire's name for the whole of it.
 */
function restatedAnswer(question: string, documents: readonly KnowledgeDocument[]): Suggestion | null {
  const term = restatement(question);
  return term ? controlAnswer(question, questionConcepts(term), documents, term) : null;
}

/** A suggestion for each question, in order, from one index of `documents`. */
export function answerQuestions(documents: readonly KnowledgeDocument[], questions: readonly Question[]): Suggestion[] {
  const index = new KnowledgeIndex(documents);
  return questions.map((question) => index.suggest(question.text));
}
