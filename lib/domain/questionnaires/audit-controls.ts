import type { AnswerKind, KnowledgeDocument } from './types';

/** An answer from the records it rests on, the first being the one that says it. */
export type RecordedAnswer = { answer: string; kind: AnswerKind; records: KnowledgeDocument[] };

/** Which audit a question means: an internal one, an independent one, or either. */
type AuditMeant = 'internal' | 'independent' | 'any';

const independentAudit = /\b(?:independent|external|third[- ]party|outside)\b/i;
const internalAudit = /\binternal\b/i;

/**
 * The library's audit controls, by the audit a question means: the internal audit with the management system's
 * internal audit programme, the independent assessment, and for an audit not named the internal audit with the
 * compliance checks.
 */
const auditControls: Record<AuditMeant, readonly string[]> = {
  internal: ['AUD-01', 'ISM-05'],
  independent: ['AUD-02'],
  any: ['AUD-01', 'AUD-03'],
};

const auditMeant = (question: string): AuditMeant =>
  independentAudit.test(question) ? 'independent' : internalAudit.test(question) ? 'internal' : 'any';

/** Whether a question asks of an independent (external, third-party) audit. */
export const asksOfIndependentAudit = (question: string) => auditMeant(question) === 'independent';

/** The implemented audit controls of the audit a question means, in the order above. */
export function auditControlsMeant(question: string, documents: readonly KnowledgeDocument[]): KnowledgeDocument[] {
  return auditControls[auditMeant(question)].flatMap((id) =>
    documents.filter((document) => document.type === 'control' && document.id === id && document.state === 'implemented'),
  );
}
