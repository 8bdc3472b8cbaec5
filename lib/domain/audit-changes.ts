import { auditStatusLabels, auditTypeLabels, type Audit } from '@/lib/schemas/audit';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import { auditDates } from './audit-display';

type Fields = Pick<Audit, 'name' | 'type' | 'framework' | 'auditor' | 'startDate' | 'endDate' | 'description' | 'status' | 'result'>;

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
  if (before.description !== after.description) changes.push('description updated');
  compare('status', auditStatusLabels[before.status], auditStatusLabels[after.status]);
  compare('result', before.result, after.result);
  return changes.join('; ');
}
