import { controlStatement } from './compose';
import { explanation, isYesNoQuestion } from './detection';
import { isFrameworkFact } from './framework-facts';
import { asksOfIndependentAudit, auditControlsMeant, type RecordedAnswer } from './audit-controls';
import { sentences } from './text';
import type { KnowledgeDocument } from './types';

/** What names a standard the organization may be held to. */
const heads = new Set(['standard', 'standards', 'framework', 'frameworks', 'certification', 'certifications']);

/**
 * Words that may qualify a standard without making it a technical one: "any specific information security or
 * privacy standards", "a specific industry standard security framework". A thing named before it ("build standards",
 * "a secure coding standard", "encryption standards") makes it a rule for that thing, not a framework.
 */
const qualifiers = new Set(
  (
    'a an any all the some which what your our relevant applicable specific particular recognized recognised accepted ' +
    'established common industry industry-standard standard international national external formal compliance ' +
    'information cyber cybersecurity security privacy data protection or and'
  ).split(' '),
);

/** What comes before a standard held to: complying, conforming or following it, being audited against it, listing it. */
const leads = new Set('with to against regarding for of by under follow follows followed adopt adopted meet meets list'.split(' '));

/**
 * Being held to a standard: complying, conforming, adhering, being certified, attested, audited or assessed, or
 * having a programme based on it ("the standard your security program is based on").
 */
const heldTo =
  /\b(?:compl(?:y|ies|iance|iant)|conform\w*|adhere\w*|certif\w*|attest\w*|audit\w*|assess\w*|verif\w*|follow\w*|align\w*|meets?|based\s+on)\b/i;

/** Another party's standing (a data center's, a provider's, the staff's) or how often, which the facts do not tell. */
const beyondTheFacts =
  /\b(?:data cent(?:er|re)s?|hosting|hosted|providers?|vendors?|suppliers?|(?:sub-?)?processors?|partners?|staff|employees?|personnel|engineers?|developers?|annual(?:ly)?|yearly|quarterly|monthly|every|each year|per year|at least|frequency)\b/i;

const auditWords = /\b(?:audit\w*|assessment\w*|verif\w*|check\w*)\b/i;

/**
 * What may follow a standard's name where the name ends its phrase; any other word is a thing it qualifies
 * ("the standard builds", "standard user functions"), not a standard.
 */
const phraseEnds = new Set(
  (
    'to with for of in on at by against such like that which including as and or do does did is are was were has have ' +
    'you your we our the a an any applicable relevant'
  ).split(' '),
);

/** A sentence's words and punctuation marks, in their order: a mark ends a phrase too. */
const tokensOf = (sentence: string) => sentence.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*|[^\sa-z0-9]/g) ?? [];
const isWord = (token: string) => /^[a-z0-9]/.test(token);

/** Whether a sentence names a standard held to, not a technical one ("build standards", "a secure coding standard"). */
function namesStandard(sentence: string): boolean {
  const tokens = tokensOf(sentence);
  return tokens.some((token, at) => {
    if (!heads.has(token)) return false;
    const after = tokens[at + 1];
    if (after !== undefined && isWord(after) && !phraseEnds.has(after)) return false;
    let before = at - 1;
    while (before >= 0 && qualifiers.has(tokens[before]!)) before -= 1;
    return before < 0 || leads.has(tokens[before]!) || heldTo.test(tokens[before]!);
  });
}

/** The sentences that ask (those ending with "?"), or the whole text when none does ("List the frameworks you follow:"). */
function askingSentences(question: string): string[] {
  const all = sentences(question.replace(explanation, ' '));
  const asking = all.filter((sentence) => sentence.endsWith('?'));
  return asking.length > 0 ? asking : all;
}

/**
 * Whether a question asks which security or privacy standards, frameworks or certifications the organization is
 * held to ("Do you conform with a specific industry standard security framework?", "What standards does the audit
 * comply with?", "Does your internal assessment audit your compliance with any specific standards?"), and not of
 * another party's, nor how often.
 */
export function asksForStandards(question: string): boolean {
  return askingSentences(question).some((sentence) => namesStandard(sentence) && heldTo.test(sentence) && !beyondTheFacts.test(sentence));
}

/** An audit control that says it checks against standards, frameworks or certifications. */
const checksStandards = (document: KnowledgeDocument) => tokensOf(document.text).some((token) => heads.has(token));

/** The framework facts, the ones audited with a pass first. */
const passedFirst = (facts: readonly KnowledgeDocument[]) =>
  [...facts].sort((a, b) => Number(b.state === 'yes') - Number(a.state === 'yes'));

/** The framework facts in their own words. */
const standing = (facts: readonly KnowledgeDocument[]) => facts.map((fact) => fact.text).join(' ');

/**
 * The Yes to whether an audit checks compliance with some standard: from the implemented audit control meant that
 * says it audits against standards or frameworks, with each framework as it stands. An independent audit is told
 * as checking a standard only when a framework's independent audit passed.
 */
function auditAnswer(
  question: string,
  documents: readonly KnowledgeDocument[],
  facts: readonly KnowledgeDocument[],
): RecordedAnswer | null {
  if (asksOfIndependentAudit(question) && !facts.some((fact) => fact.state === 'yes')) return null;
  const controls = auditControlsMeant(question, documents);
  const checking = controls.find(checksStandards);
  if (!checking) return null;
  const answer = `Yes. ${controlStatement(checking)} The frameworks we follow, as they stand: ${standing(facts)}`;
  return { answer, kind: 'yes', records: [checking, ...controls.filter((control) => control !== checking), ...facts] };
}

/**
 * The answer to a question asking which standards the organization is held to, from the trust center's facts: a
 * closed question whether an audit checks compliance with some standard is a Yes from the audit control, any other
 * lists each framework followed in its fact's own words (audited with a pass, or not yet, with what is only
 * planned). Null when the question asks something else, or the organization follows no framework.
 */
export function standardsAnswer(question: string, documents: readonly KnowledgeDocument[]): RecordedAnswer | null {
  if (!asksForStandards(question)) return null;
  const facts = passedFirst(documents.filter(isFrameworkFact));
  if (facts.length === 0) return null;
  if (isYesNoQuestion(question) && auditWords.test(question)) return auditAnswer(question, documents, facts);
  return { answer: standing(facts), kind: 'text', records: facts };
}
