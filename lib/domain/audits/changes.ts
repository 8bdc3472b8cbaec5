import { auditStatusLabels, auditTypeLabels, type Audit } from '@/lib/schemas/audits/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { auditDates, observationPeriod } from './display';

type Fields = Pick<Audit, 'name' | 'type' | 'framework' | 'auditor' | 'startDate' | 'endDate' | 'description' | 'status' | 'result'> &
  Partial<Pick<Audit, 'observationStartDate' | 'observationEndDate'>>;

/** The observation period in words for the history; fields left out read as none. */
const observed = (fields: Fields) =>
  observationPeriod({ observationStartDate: fields.observationStartDate ?? null, observationEndDate: fields.observationEndDate ?? null }) ??
  'none';

/**
 * What an edit changed, in words for the audit's history: "status Scheduled → Completed; result Pending → Pass".
 * A changed description is named without its text, which can be long. Empty when nothing changed.
 */
export function describeAuditChanges(before: Fields, after: Fields): string {
  const changes: string[] = [];
  const compare = (label: string, from: string, to: string) => {
    if (from !== to) changes.push(`${label} ${from} → ${to}`);
  };
  compare('name', before.name, after.name);
  compare('type', auditTypeLabels[before.type], auditTypeLabels[after.type]);
  compare('framework', frameworkLabels[before.framework], frameworkLabels[after.framework]);
  compare('auditor', before.auditor, after.auditor);
  compare('dates', auditDates(before), auditDates(after));
  compare('observation period', observed(before), observed(after));
  if (before.description !== after.description) changes.push('description updated');
  compare('status', auditStatusLabels[before.status], auditStatusLabels[after.status]);
  compare('result', before.result, after.result);
  return changes.join('; ');
}
