import { daysBetween } from '../calendar-days';
import type { FindingState } from './rules';

/** A finding's state as its badge says it. */
export const stateLabels: Record<FindingState, string> = { open: 'Open', overdue: 'Overdue', excepted: 'Excepted', fixed: 'Fixed' };

/** The words under a due day: "Due in 3 days", "Due today", "4 days overdue", "Fixed on …". */
export function dueWords(finding: { dueOn: string; state: FindingState; fixedOn: string | null }, today: string): string {
  if (finding.state === 'fixed') return `Fixed on ${finding.fixedOn}`;
  const days = daysBetween(today, finding.dueOn);
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} overdue`;
  if (days === 0) return 'Due today';
  return `Due in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A source as people read it: "GitHub Dependabot", "SARIF Trivy on acme/web", "CSV nessus". */
export function sourceLabel(source: string): string {
  const [kind, ...rest] = source.split(':');
  if (kind === 'github') {
    return (
      { dependabot: 'GitHub Dependabot', 'code-scanning': 'GitHub code scanning', 'secret-scanning': 'GitHub secret scanning' }[
        rest[0] ?? ''
      ] ?? source
    );
  }
  if (kind === 'aws') return 'AWS Security Hub';
  if (kind === 'sarif') return `SARIF ${rest[0] ?? ''}${rest.length > 1 ? ` on ${rest.slice(1).join(':')}` : ''}`;
  if (kind === 'csv') return `CSV ${rest.join(':')}`;
  return source;
}

/** "Vulnerabilities past deadline N of M": the overdue among the open. */
export function pastDeadlineFigure(open: readonly { state: FindingState }[]): { overdue: number; open: number } {
  return { overdue: open.filter((finding) => finding.state === 'overdue').length, open: open.length };
}
