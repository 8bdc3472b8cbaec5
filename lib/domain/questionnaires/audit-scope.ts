import { auditControlsMeant, type RecordedAnswer } from './audit-controls';
import { controlStatement } from './compose';
import { isYesNoQuestion } from './detection';
import type { KnowledgeDocument } from './types';

/** "Does the scope of your internal assessment include the entire program, as well as all operations …?" */
const wholeScopeAsked =
  /\bscope of (?:your |these |the |its |our )?(?:[a-z-]+ ){0,2}(?:audits?|assessments?)\b[^?]*\b(?:include|includes|cover|covers)\b[^?]*\b(?:entire|all|every|whole)\b/i;

/** A control that says it covers every area: "over a cycle that covers every clause and area in scope". */
const coversEvery = /\b(?:covers?|covering)\s+(?:every|all|the (?:entire|whole))\b/i;

/**
 * The Yes to whether an audit's scope takes in everything (the whole program, all operations and systems): only
 * from an implemented control of the audit meant that says it covers every area, cited with that audit's other
 * controls. An audit only said to assess "the security program" says nothing of its limits. Null otherwise.
 */
export function auditScopeAnswer(question: string, documents: readonly KnowledgeDocument[]): RecordedAnswer | null {
  if (!isYesNoQuestion(question) || !wholeScopeAsked.test(question)) return null;
  const controls = auditControlsMeant(question, documents);
  const covering = controls.find((control) => coversEvery.test(control.text));
  if (!covering) return null;
  return {
    answer: `Yes. ${controlStatement(covering)}`,
    kind: 'yes',
    records: [covering, ...controls.filter((control) => control !== covering)],
  };
}
