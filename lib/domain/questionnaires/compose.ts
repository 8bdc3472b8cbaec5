import { askingSentences } from './asking-sentence';
import { namesNarrowerKind, narrowerThanAsked } from './narrower';
import { beyondRestriction, ruleForEvery } from './wider';
import { asksWhatConditionRequires, isConditionalControl } from './answerable';
import { coverage, heldTogether, holdsApart, holdsConcept } from './confidence';
import { isNegativeQuestion, isYesNoQuestion } from './detection';
import { askedPeriodSaid, shorterPeriod } from './periods';
import { senseOf } from './polarity';
import { trainingProgram } from './question-record-words';
import { conceptKey, type Concept } from './concept';
import { roleDoing, teamRoleLines } from './team-roles';
import { sentences, stemsOf, type Stems } from './text';
import type { AnswerKind, KnowledgeDocument } from './types';

/**
 * An answer composed from one record. `penalty` lowers its confidence (a Yes that might invert the record's sense);
 * `support` is how much of the question the quoted passage itself (with the record's title) covers; `whole` marks a
 * passage that says the question's wrapper too (a role of one's own doing the thing is the "resources to do it
 * internally"), so the record covers all of the question.
 */
export type Composed = { answer: string; kind: AnswerKind; penalty: number; support?: number; whole?: boolean };

const MAX_SENTENCE = 400;
const words: Record<Exclude<AnswerKind, 'text'>, string> = { yes: 'Yes.', no: 'No.', 'not-applicable': 'Not applicable.' };

/**
 * What a record says about whether the thing is in place: an approved policy section and an implemented control
 * say yes, a control in progress says no, a control that does not apply says not applicable, a verified evidence
 * item says yes, a trust fact says what it records. A control not started, or evidence not verified, says nothing:
 * no answer is taken from it.
 */
export function stanceOf(document: KnowledgeDocument): Exclude<AnswerKind, 'text'> | null {
  switch (document.type) {
    case 'policy':
      return 'yes';
    case 'control':
      if (document.state === 'implemented') return 'yes';
      if (document.state === 'in-progress') return 'no';
      if (document.state === 'not-applicable') return 'not-applicable';
      return null;
    case 'evidence':
      return document.state === 'verified' ? 'yes' : null;
    case 'trust':
      return document.state === 'yes' || document.state === 'no' ? document.state : null;
    case 'library':
      return null;
  }
}

const clipped = (sentence: string) => (sentence.length > MAX_SENTENCE ? `${sentence.slice(0, MAX_SENTENCE - 1).trimEnd()}…` : sentence);
const ended = (sentence: string) => (/[.!?…:]$/.test(sentence) ? sentence : `${sentence}.`);

/** The `count` sentences of a text that hold most of the question's concepts, in their order; the first when none does. */
export function bestSentences(text: string, concepts: readonly Concept[], count: number): string[] {
  const all = sentences(text);
  const scored = all.map((sentence, index) => {
    const stems = stemsOf(sentence);
    const score = concepts.reduce((sum, concept) => sum + (holdsConcept(stems, concept) ? concept.weight : 0), 0);
    return { sentence, index, score };
  });
  const chosen = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
  const picked = chosen.length > 0 ? chosen : scored.slice(0, 1);
  return picked.map((entry) => ended(clipped(entry.sentence)));
}

const documentWords = /\b(?:polic(?:y|ies)|plans?|program(?:me)?s?|standards?|documented|written|formal)\b/i;

/** Whether a question asks for a written policy, plan or program rather than for a practice (a training program is training). */
const asksForDocument = (question: string) => documentWords.test(question.replace(trainingProgram, '$1'));
/** A record names a written document by those words or by what a written rule is called in practice ("hardened baselines", "runbooks", "rules for working remotely"). */
const writtenRuleWords = /\b(?:baselines?|runbooks?|procedures?|registers?|inventor(?:y|ies)|written|documents?|rules for)\b/i;
const namesDocument = (text: string) => documentWords.test(text) || writtenRuleWords.test(text);

/** A closed question the record cannot say Yes to is answered less surely by its statement alone. */
const UNNAMED_PENALTY = 0.85;

/** An open question answered only by a control not yet in place is answered less surely. */
const UNDONE_PENALTY = 0.6;

/** How many of the question's other words a Yes or No may leave out, once it has this many of them. */
const LOOSE_WORDS_MISSED = { allowed: 1, from: 4 };

/**
 * Whether a record names the thing asked, so its Yes or No may be given: every topic of the question by one of its
 * phrases ("Is separation of duties enforced?" by "Segregation of duties") and its other words, but one of four or
 * more ("customers" in "Is MFA required for customers?" must be there).
 */
export function namesTheThing(stems: Stems, concepts: readonly Concept[]): boolean {
  const topics = concepts.filter((concept) => concept.topic !== null && concept.weight > 0);
  // A word that adds no condition ("mandatory", "strategy") weighs nothing and need not be named.
  const loose = concepts.filter((concept) => concept.topic === null && concept.weight > 0);
  if (topics.length + loose.length === 0) return false;
  if (!topics.every((concept) => holdsConcept(stems, concept))) return false;
  if (!compoundsNamed(stems, concepts)) return false;
  if (loose.length === 0) return true;
  const held = (concept: Concept) => (concept.apart ? holdsApart(stems, concept, topics) : holdsConcept(stems, concept));
  const missed = loose.filter((concept) => !held(concept)).length;
  return missed === 0 || (loose.length >= LOOSE_WORDS_MISSED.from && missed <= LOOSE_WORDS_MISSED.allowed);
}

/**
 * Whether a record describes another kind of the thing an open question asks for: where the thing is one general
 * word ("the checks you perform for new hires"), whom or what the question sets it for alone makes it that kind, and
 * a record that does not name them is about another (a clean desk "Checks" section checks no new hire).
 */
function ofAnotherKind(stems: Stems, concepts: readonly Concept[]): boolean {
  const weighed = concepts.filter((concept) => concept.weight > 0);
  const scope = concepts.filter((concept) => concept.topic !== null && concept.weight === 0);
  if (weighed.length !== 1 || weighed[0]!.topic !== null || scope.length === 0) return false;
  return !scope.every((concept) => holdsConcept(stems, concept));
}

/**
 * Whether a record that holds both concepts of a noun phrase of the question ("password recovery") names them as
 * one thing: "Passwords, recovery codes and keys are never written down" names passwords and recovery codes, not
 * password recovery.
 */
function compoundsNamed(stems: Stems, concepts: readonly Concept[]): boolean {
  const byKey = new Map(concepts.map((concept) => [conceptKey(concept), concept]));
  return concepts.every((modifier) => {
    const head = modifier.modifies === undefined ? undefined : byKey.get(modifier.modifies);
    if (!head || !holdsConcept(stems, modifier) || !holdsConcept(stems, head)) return true;
    return heldTogether(stems, modifier, head);
  });
}

/** A Yes to "all" of a thing from a record that covers only some of it ("production systems") would overstate it. */
const coversLess = (stance: Exclude<AnswerKind, 'text'>, question: string, record: string) =>
  stance === 'yes' && narrowerThanAsked(question, record);

const lowerFirst = (text: string) => (text ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** The supporting sentence of a control, from its state: what the organization's record of it says. */
export function controlStatement(document: KnowledgeDocument): string | null {
  const name = `${document.title ?? document.label} (${document.id})`;
  const asks = sentences(document.text)[0] ?? '';
  if (document.state === 'implemented') return ended(`Our control ${name} is implemented: ${lowerFirst(asks).replace(/[.]$/, '')}`);
  if (document.state === 'in-progress') return `Our control ${name} is being put in place and is not implemented yet.`;
  if (document.state === 'not-applicable')
    return ended(`Our control ${name} does not apply to us${document.note ? `: ${document.note.replace(/[.]$/, '')}` : ''}`);
  return null;
}

/**
 * The words of a record that may name the thing its passage says: an evidence item's name (its description says
 * what the file is), a policy section's own heading (the policy's name says its field, "Information Security
 * Policy", not what the section states), any other record's title.
 */
function namingOf(document: KnowledgeDocument): string {
  if (document.type === 'evidence') return document.title ?? '';
  if (document.type === 'policy' && document.heading !== undefined) return document.heading;
  return document.title ?? '';
}

/**
 * The record's Yes or No, then what it says. A record that keeps the thing "at least 90 days" gives no Yes to "kept
 * for at least six months", nor a No: its minimum does not say the thing is not kept longer (another record may keep
 * it a year), so only what it says is given, as a statement.
 */
function stated(stance: Exclude<AnswerKind, 'text'>, question: string, said: string, statement: string): Composed {
  if (stance === 'yes' && shorterPeriod(question, said)) return { answer: statement, kind: 'text', penalty: UNNAMED_PENALTY };
  return { answer: `${words[stance]} ${statement}`, kind: stance, penalty: 1 };
}

/**
 * The answer one record gives to a question, or null when it gives none. A library answer is reused as approved.
 * A closed question gets "Yes." / "No." / "Not applicable." from the record's stance, then the supporting
 * sentence; an open one gets the sentences themselves. Where the quoted passage does not name all the question
 * asks, a Yes could overstate it: the passage is given without it. Where the record is worded in the negative and
 * the question is not (or the other way round), a Yes could invert it: the passage is given without it, and with
 * less confidence.
 */
export function composeAnswer(question: string, document: KnowledgeDocument, concepts: readonly Concept[]): Composed | null {
  if (document.type === 'library') {
    return document.answer && document.kind ? { answer: document.answer, kind: document.kind, penalty: 1 } : null;
  }
  const stance = stanceOf(document);
  if (!stance) return null;
  const closed = isYesNoQuestion(question);
  // A note after the question explains it ("Note that it is not sufficient to disable the main account"): its
  // "not" does not word the question in the negative.
  const negative = isNegativeQuestion(askingSentences(question));
  // "Do you have a privacy policy?" is answered by a policy (or a record that names one), not by any privacy rule.
  const wantsDocument = asksForDocument(question);
  if (document.type === 'control') {
    const statement = controlStatement(document);
    if (!statement) return null;
    // "Decide whether a DPO is required" says neither that there is one nor that there is none; "Where processing
    // relies on consent, obtain it" does say how consent is obtained.
    if (closed && isConditionalControl(document) && !asksWhatConditionRequires(document, question)) return null;
    const own = stemsOf(`${document.title ?? ''} ${document.text} ${askedPeriodSaid(question, document.text)}`);
    const asked = beyondRestriction(question, document.text, concepts);
    const support = coverage(own, asked);
    // "Describe how…" asks what is done: a control still being put in place describes nothing yet.
    if (!closed)
      return ofAnotherKind(own, asked) ? null : { answer: statement, kind: 'text', penalty: stance === 'no' ? UNDONE_PENALTY : 1, support };
    if (wantsDocument && !namesDocument(`${document.title ?? ''} ${document.text}`))
      return { answer: statement, kind: 'text', penalty: 0.6, support };
    // A control for one kind of the thing not yet in place says nothing of the thing in general.
    if (stance === 'no' && namesNarrowerKind(document.title ?? '', concepts))
      return { answer: statement, kind: 'text', penalty: UNNAMED_PENALTY, support };
    // "Do you use production data in test?" against "do not use production data": a Yes would say the opposite.
    const sense = senseOf(question, negative, document.text, concepts);
    if ((stance === 'yes' && sense === 'opposite') || (stance !== 'yes' && sense === 'never'))
      return { answer: statement, kind: 'text', penalty: 0.8, support };
    if (!namesTheThing(own, asked) || coversLess(stance, question, document.text))
      return { answer: statement, kind: 'text', penalty: UNNAMED_PENALTY, support };
    return { ...stated(sense === 'never' ? 'no' : stance, question, document.text, statement), support };
  }
  if (document.whole && !wantsDocument) return null;
  const reading: QuestionReading = { closed, negative, wantsDocument };
  // Whether a team includes a role is said by the team's line and the role's own line of a roles section together.
  const teamAndRole = closed ? teamRoleLines(question, document) : null;
  if (teamAndRole) return composePassage(question, document, concepts, stance, reading, teamAndRole.map(ended).join(' '));
  // The resources to do a thing internally are a role of one's own doing it: the thing is what the line must name.
  const doing = closed ? roleDoing(question, document) : null;
  if (doing) {
    const composed = composePassage(question, document, doing.work, stance, reading, ended(doing.line));
    return composed && { ...composed, whole: true };
  }
  // A closed question about some of a thing is answered by the sentence whose rule is for every one of it.
  const forEvery = closed ? ruleForEvery(question, document.text) : undefined;
  const supporting = forEvery ? [ended(clipped(forEvery))] : bestSentences(document.text, concepts, closed ? 1 : 2);
  const composed = composePassage(question, document, concepts, stance, reading, supporting.join(' '));
  // A policy section is one short statement whose sentences belong together: where its best sentence alone cannot
  // say Yes or No, the section as a whole may.
  if (!composed || !closed || forEvery || composed.penalty >= 1 || document.type !== 'policy') return composed;
  const section = sentences(document.text);
  if (section.length <= 1 || section.length > SECTION_SENTENCES) return composed;
  const whole = composePassage(
    question,
    document,
    concepts,
    stance,
    reading,
    section.map((sentence) => ended(clipped(sentence))).join(' '),
  );
  return whole && whole.penalty >= 1 ? whole : composed;
}

/** The most sentences a policy section may have to be read as one statement. */
const SECTION_SENTENCES = 3;

/** How the question is put, read once for every passage weighed: closed or open, negative, asking for a document. */
type QuestionReading = { closed: boolean; negative: boolean; wantsDocument: boolean };

/** The answer one passage of a record gives: a Yes or No only where it names everything asked, in the same sense. */
function composePassage(
  question: string,
  document: KnowledgeDocument,
  concepts: readonly Concept[],
  stance: Exclude<AnswerKind, 'text'>,
  { closed, negative, wantsDocument }: QuestionReading,
  passage: string,
): Composed | null {
  const asked = beyondRestriction(question, passage, concepts, document.scope);
  const period = askedPeriodSaid(question, passage);
  // An evidence item's description says what the file is, not that the practice is in place: its name must say it.
  const support = coverage(
    stemsOf(document.type === 'evidence' ? (document.title ?? '') : `${document.title ?? ''} ${passage} ${period}`),
    asked,
  );
  const named = stemsOf(`${namingOf(document)} ${passage} ${period}`);
  // A description must be of the thing asked: "What standards does the audit comply with?" is not described by a
  // sentence on complying with licences that never names an audit.
  if (!closed) {
    if (ofAnotherKind(named, concepts)) return null;
    return { answer: passage, kind: 'text', penalty: namesTheThing(named, concepts) ? 1 : UNNAMED_PENALTY, support };
  }
  if (wantsDocument && document.type !== 'policy' && !namesDocument(`${document.title ?? ''} ${passage}`))
    return { answer: passage, kind: 'text', penalty: 0.6, support };
  // The Yes or No is the passage's own: it must name everything the question asks, and in the same sense.
  const sense = document.type === 'policy' ? senseOf(question, negative, passage, concepts) : 'same';
  if (sense === 'opposite') return { answer: passage, kind: 'text', penalty: 0.8, support };
  if (!namesTheThing(named, asked) || coversLess(stance, question, passage))
    return { answer: passage, kind: 'text', penalty: UNNAMED_PENALTY, support };
  return { ...stated(sense === 'never' ? 'no' : stance, question, passage, passage), support };
}
