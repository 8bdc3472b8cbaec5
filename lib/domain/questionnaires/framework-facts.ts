import type { AuditResult } from '@/lib/schemas/audits/records';
import type { KnowledgeDocument } from './types';

/** An audit as the answers read it. */
export type AuditFact = {
  name: string;
  type: 'external' | 'internal' | 'certification';
  status: 'scheduled' | 'preparing' | 'in-progress' | 'completed' | 'cancelled';
  result: AuditResult;
  auditor: string;
  startOn: string;
  endOn: string;
};

/** The id prefix of a framework's fact, as opposed to the trust center's other facts (the subprocessors). */
const FRAMEWORK_PREFIX = 'framework:';

/** Whether a record is the trust center's fact about one framework the organization follows. */
export const isFrameworkFact = (document: KnowledgeDocument) => document.type === 'trust' && document.id.startsWith(FRAMEWORK_PREFIX);

const independent = (audit: AuditFact) => audit.type === 'external' || audit.type === 'certification';
const latestFirst = (a: AuditFact, b: AuditFact) => b.endOn.localeCompare(a.endOn);

/** What one audit that is not a clean external pass says, in a clause. */
function clauseOf(audit: AuditFact): string | null {
  const by = `our ${audit.name} by ${audit.auditor}`;
  if (audit.status === 'cancelled') return null;
  if (audit.status === 'scheduled') return `${by} is scheduled from ${audit.startOn} to ${audit.endOn} and has not taken place`;
  if (audit.status === 'preparing') return `${by} is being prepared for ${audit.startOn} to ${audit.endOn} and has not taken place`;
  if (audit.status === 'in-progress') return `${by} is under way until ${audit.endOn}, with no result yet`;
  if (audit.result === 'Conditional Pass') return `${by} ended on ${audit.endOn} with a conditional pass`;
  if (audit.result === 'Qualified Opinion') return `${by} ended on ${audit.endOn} with a qualified opinion`;
  if (audit.result === 'Fail') return `${by} ended on ${audit.endOn} without a pass`;
  if (audit.result === 'Pass' && !independent(audit))
    return `${by}, an internal review, passed on ${audit.endOn}, which is not an independent audit report`;
  return null;
}

/**
 * What the organization can say of a framework it follows, from its audits: compliant only with an independent
 * (external or certification) audit completed with a pass; otherwise not yet, with what has happened and what is
 * only planned (a scheduled audit is never told as done, an internal review never as a report) and how many of its
 * controls are in place. It says whether its independent audit has been undergone, the word questionnaires ask it by.
 */
export function frameworkFact(
  framework: { id: string; name: string; percent: number | null },
  audits: readonly AuditFact[],
): KnowledgeDocument {
  const passed = audits
    .filter((audit) => independent(audit) && audit.status === 'completed' && audit.result === 'Pass')
    .sort(latestFirst)[0];
  const base = {
    id: `${FRAMEWORK_PREFIX}${framework.id}`,
    type: 'trust' as const,
    label: `Trust center: ${framework.name}`,
    title: framework.name,
  };
  if (passed) {
    return {
      ...base,
      version: 'audited',
      state: 'yes',
      text: `We are ${framework.name} compliant and have undergone its independent audit: our ${passed.name}, an independent audit by ${passed.auditor}, was completed with a pass on ${passed.endOn} (audit report, certification or attestation).`,
    };
  }
  const clauses = [...audits]
    .sort(latestFirst)
    .map(clauseOf)
    .filter((clause): clause is string => clause !== null);
  if (framework.percent !== null) clauses.push(`${framework.percent}% of its controls are in place`);
  return {
    ...base,
    version: 'in-progress',
    state: 'no',
    text: `We are not yet ${framework.name} compliant, certified or attested by an independent audit report, and have not undergone its independent audit${clauses.length > 0 ? `: ${clauses.join('; ')}` : ''}.`,
  };
}
