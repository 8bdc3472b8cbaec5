import type { EvidenceStatus } from '@/lib/schemas/evidence';
import type { PolicyStatus } from '@/lib/schemas/policy';
import type { AuditStatus } from '@/lib/schemas/audit';
import type { ReportStatus } from '@/lib/schemas/report';

/** Evidence row actions by status: a verified item is kept, a pending one reviewed, a failed one fixed. */
export function evidenceActionsFor(status: EvidenceStatus): readonly string[] {
  switch (status) {
    case 'verified':
      return ['View', 'Download', 'Archive'];
    case 'pending':
      return ['View', 'Review', 'Edit'];
    case 'failed':
      return ['View', 'Retry', 'Replace'];
  }
}

/** Policy row actions by status (spec §2.4). */
export function policyActionsFor(status: PolicyStatus): readonly string[] {
  switch (status) {
    case 'approved':
      return ['View', 'Edit', 'Download'];
    case 'review':
      return ['View', 'Review', 'Comments'];
    case 'draft':
      return ['Edit', 'Submit', 'Delete'];
    case 'expired':
      return ['Update', 'Renew', 'Archive'];
  }
}

/** Audit history row actions: a finished audit has its report, a running one can be followed or edited. */
export function auditActionsFor(status: AuditStatus): readonly string[] {
  switch (status) {
    case 'completed':
      return ['View Report', 'Download'];
    case 'in-progress':
      return ['View', 'Track Progress'];
    case 'scheduled':
    case 'preparing':
      return ['View', 'Edit'];
  }
}

/** Report row actions: a Generating report offers Cancel and View Progress (spec §2.4). */
export function reportActionsFor(status: ReportStatus): readonly string[] {
  switch (status) {
    case 'generated':
      return ['View', 'Download', 'Share'];
    case 'generating':
      return ['Cancel', 'View Progress'];
  }
}
