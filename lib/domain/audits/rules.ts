import type { AuditStatus } from '@/lib/schemas/audits/records';

/**
 * What can still happen to an audit in each status. A cancelled audit is closed: it stays in the history as it
 * was. A completed one keeps its dates and can no longer be called off, but its fields and result can still be
 * corrected. Each refusal is the message the person sees.
 */
const refusals: Record<'edit' | 'reschedule' | 'cancel', Partial<Record<AuditStatus, string>>> = {
  edit: {
    cancelled: 'This audit was cancelled and stays in the history as it was. Schedule a new audit instead.',
  },
  reschedule: {
    completed: 'A completed audit keeps its dates. Edit it to correct them.',
    cancelled: 'This audit was cancelled and cannot be rescheduled. Schedule a new audit instead.',
  },
  cancel: {
    completed: 'A completed audit cannot be cancelled.',
    cancelled: 'This audit is already cancelled.',
  },
};

export type AuditChange = keyof typeof refusals;

/** Why `change` is refused for an audit in `status`, or null when it is allowed. */
export function auditChangeRefusal(change: AuditChange, status: AuditStatus): string | null {
  return refusals[change][status] ?? null;
}

/** Whether an audit in `status` still takes `change`. */
export function auditAllows(change: AuditChange, status: AuditStatus): boolean {
  return auditChangeRefusal(change, status) === null;
}

/** Scheduled or preparing: the statuses the Upcoming Audits grid and figure count. */
export function isUpcomingStatus(status: AuditStatus): boolean {
  return status === 'scheduled' || status === 'preparing';
}
