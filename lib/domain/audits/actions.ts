import type { AuditStatus } from '@/lib/schemas/audits/records';
import { auditAllows } from './rules';

/**
 * One row action of the Audit History: `view` opens the audit's page, `download` saves its summary, the others
 * open their form. Each is offered only when it can succeed.
 */
export type AuditActionKind = 'view' | 'edit' | 'reschedule' | 'cancel' | 'download';
export type AuditAction = { kind: AuditActionKind; label: string };

const view: AuditAction = { kind: 'view', label: 'View' };
const viewReport: AuditAction = { kind: 'view', label: 'View Report' };
const download: AuditAction = { kind: 'download', label: 'Download' };
const edit: AuditAction = { kind: 'edit', label: 'Edit' };
const reschedule: AuditAction = { kind: 'reschedule', label: 'Reschedule' };
const cancel: AuditAction = { kind: 'cancel', label: 'Cancel' };

/**
 * The row actions of an audit in `status`: a completed audit has its report to read and download, the others can
 * be viewed; those who may edit (`canEdit`) also get the changes its status still allows.
 */
export function auditActionsFor(status: AuditStatus, canEdit: boolean): readonly AuditAction[] {
  const reading = status === 'completed' ? [viewReport, download] : [view];
  if (!canEdit) return reading;
  const changes = [
    auditAllows('edit', status) ? edit : null,
    auditAllows('reschedule', status) ? reschedule : null,
    auditAllows('cancel', status) ? cancel : null,
  ].filter((action): action is AuditAction => action !== null);
  return [...reading, ...changes];
}

/** The address of an audit's page. */
export function auditHref(id: string): string {
  return `/manage/audits/${encodeURIComponent(id)}`;
}
