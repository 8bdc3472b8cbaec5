import {
  findingKindLabels,
  internalAuditStateLabels,
  nonconformityStateLabels,
  objectiveStatusLabels,
  reviewInputLabels,
  type ObjectiveStatus,
} from '@/lib/domain/isms/rules';
import type { InternalAuditDetail, IsmsObjective, IsmsScope, ManagementReview } from '@/lib/schemas/isms/records';
import { reviewInputKeys } from '@/lib/schemas/isms/records';
import { day, NO_OWNER, section, table } from './content-facts';
import type { ReportDocument, ReportSection } from './document';
import { generatedLabel } from './render/text';

type Meta = { organizationName: string; today: string; generatedAt: Date };

const listed = (items: readonly string[]) => (items.length === 0 ? 'none recorded' : items.join(', '));

function documentOf(title: string, meta: Meta, sections: ReportSection[]): ReportDocument {
  return {
    title,
    organizationName: meta.organizationName,
    kind: title,
    period: { start: meta.today, end: meta.today },
    generatedAt: meta.generatedAt,
    notes: '',
    sections,
    // The findings table has eight columns.
    landscape: true,
  };
}

function minutesOf(review: ManagementReview): ReportSection {
  return section(
    `${review.title} (${review.date})`,
    [
      `Attendees: ${listed(review.attendees)}.`,
      ...reviewInputKeys.map((key) => `${reviewInputLabels[key]}: ${review.inputs[key].trim() || 'nothing recorded'}.`),
      ...(review.decisions.length === 0 ? ['No decision or action was recorded.'] : []),
    ],
    [
      table(
        'Decisions and actions',
        ['Decision or action', 'Owner', 'Due'],
        review.decisions.map((decision) => [decision.decision, decision.owner, day(decision.dueDate)]),
      ),
    ],
  );
}

/** The minutes of every management review, latest first: date, attendees, the inputs considered and the decisions. */
export function managementReviewMinutesDocument(reviews: readonly ManagementReview[], meta: Meta): ReportDocument {
  const sections =
    reviews.length === 0 ? [section('Management reviews', ['No management review has been recorded yet.'])] : reviews.map(minutesOf);
  return documentOf('Management review minutes', meta, sections);
}

function scopeSection(scope: IsmsScope | null): ReportSection {
  if (!scope) return section('Scope', ['The scope of the management system has not been written yet.']);
  const approval = scope.approvedAt
    ? `Approved by ${scope.approvedByName ?? 'a former member'} on ${generatedLabel(scope.approvedAt)}.`
    : 'Not approved since its last change.';
  return section(
    'Scope',
    [
      scope.statement,
      `Sites: ${listed(scope.sites)}.`,
      `Teams: ${listed(scope.teams)}.`,
      `Systems: ${listed(scope.systems)}.`,
      `Interested parties and what they expect: ${scope.interestedParties.trim() || 'none recorded'}.`,
      approval,
    ],
    [
      table(
        'Exclusions',
        ['Left out', 'Why'],
        scope.exclusions.map((exclusion) => [exclusion.item, exclusion.reason]),
      ),
    ],
  );
}

function auditSection(audit: InternalAuditDetail): ReportSection {
  return section(
    `Internal audit: ${audit.title}`,
    [
      `Scope: ${audit.scope}. Auditor: ${audit.auditorName}. Planned ${audit.plannedDate}${audit.performedDate ? `, performed ${audit.performedDate}` : ''}; ${internalAuditStateLabels[audit.state].toLowerCase()}.`,
      ...(audit.reportSummary.trim() ? [`Report: ${audit.reportSummary.trim()}`] : []),
      ...(audit.findings.length === 0 ? ['No finding is recorded.'] : []),
    ],
    [
      table(
        'Findings',
        ['Reference', 'Finding', 'Kind', 'Cause', 'Corrective action', 'Owner', 'Due', 'State'],
        audit.findings.map((finding) => [
          finding.reference,
          finding.description,
          findingKindLabels[finding.kind],
          finding.cause,
          finding.correctiveAction,
          finding.kind === 'observation' ? '' : (finding.ownerName ?? NO_OWNER),
          day(finding.dueDate),
          finding.state ? `${nonconformityStateLabels[finding.state]}${finding.verifiedByName ? ` (${finding.verifiedByName})` : ''}` : '',
        ]),
      ),
    ],
  );
}

/** The management system's records: the scope, the objectives with their status, and each internal audit with its findings. */
export function ismsRecordsDocument(
  summary: {
    scope: IsmsScope | null;
    objectives: readonly (IsmsObjective & { status: ObjectiveStatus })[];
    audits: readonly InternalAuditDetail[];
  },
  meta: Meta,
): ReportDocument {
  const objectives = section('Objectives', summary.objectives.length === 0 ? ['No security objective has been set yet.'] : [], [
    table(
      'Objectives',
      ['Objective', 'Measure and target', 'Owner', 'Target date', 'Status'],
      summary.objectives.map((objective) => [
        objective.title,
        objective.measure,
        objective.ownerName ?? NO_OWNER,
        day(objective.targetDate),
        objectiveStatusLabels[objective.status],
      ]),
    ),
  ]);
  const audits =
    summary.audits.length === 0
      ? [section('Internal audits', ['No internal audit has been planned yet.'])]
      : summary.audits.map(auditSection);
  return documentOf('ISMS records', meta, [scopeSection(summary.scope), objectives, ...audits]);
}
