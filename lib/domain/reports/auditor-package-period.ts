import type { AuditRecord } from '@/lib/schemas/audits/records';

/** Which of an audit's periods a package covers: the observation period, or the fieldwork dates. */
export type AuditPeriodKind = 'observation' | 'fieldwork';

type AuditDays = Pick<AuditRecord, 'startOn' | 'endOn' | 'observationStartOn' | 'observationEndOn'>;

/**
 * The period an auditor package prepared from `audit` covers: its observation period when it has one (a SOC 2
 * Type II report is about how the controls ran over that period), else its fieldwork dates. Days are YYYY-MM-DD.
 */
export function auditPackagePeriod(audit: AuditDays): { startOn: string; endOn: string; kind: AuditPeriodKind } {
  if (audit.observationStartOn !== null && audit.observationEndOn !== null) {
    return { startOn: audit.observationStartOn, endOn: audit.observationEndOn, kind: 'observation' };
  }
  return { startOn: audit.startOn, endOn: audit.endOn, kind: 'fieldwork' };
}

/**
 * Which of the audit's periods a package over `period` covers, when it is one of them; null once the audit's dates
 * have changed since the package was requested, so the package never claims a period it does not cover.
 */
export function auditPeriodKind(audit: AuditDays, period: { start: string; end: string }): AuditPeriodKind | null {
  const observed = audit.observationStartOn === period.start && audit.observationEndOn === period.end;
  if (observed) return 'observation';
  return audit.startOn === period.start && audit.endOn === period.end ? 'fieldwork' : null;
}

/**
 * Whether evidence collected on `collectedOn` is in a package's evidence window: collected by the period's end.
 * Evidence gathered after the period closed does not show how the controls ran during it.
 */
export function collectedWithinPeriod(collectedOn: string, period: { end: string }): boolean {
  return collectedOn <= period.end;
}
