import { controlDomainOf } from '@/lib/catalog/control-domain-names';
import { issueStatusLabels } from '@/lib/domain/ccpa-issues/rules';
import { stateText } from '@/lib/domain/frameworks/controls';
import { auditStatusLabels, auditTypeLabels } from '@/lib/schemas/audits/records';
import { controlStateLabels, controlStates } from '@/lib/schemas/frameworks/control-state';
import { evidenceStatusLabels, evidenceTypeLabels } from '@/lib/schemas/evidence/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { policyStatusLabels } from '@/lib/schemas/policies/records';
import type { ReportAudit, ReportControl, ReportData, ReportEvidence, ReportFramework, ReportRequirement } from './data';
import type { ReportCell, ReportTable } from './document';
import {
  controlCoverage,
  countStates,
  day,
  distinctControls,
  gapsOf,
  NO_OWNER,
  percentOf,
  priorityLabels,
  statusText,
  table,
  yesNo,
  type ScopedControl,
} from './content-facts';

// The tables of a report, each from one part of the organization's records.

export function frameworkProgressTable(frameworks: readonly ReportFramework[]): ReportTable {
  return table(
    'Framework progress',
    ['Framework', 'Status', 'Requirements met', 'Requirements', 'Progress %', 'Requirements not met'],
    frameworks.map((framework) => {
      const progress = framework.progress;
      return [
        framework.name,
        statusText(framework),
        progress?.met ?? null,
        progress?.total ?? null,
        progress?.percent ?? null,
        progress ? progress.total - progress.met : null,
      ];
    }),
  );
}

const controlRow = (control: ReportControl): ReportCell[] => [
  control.id,
  control.name,
  stateText(control),
  control.owner ?? NO_OWNER,
  control.evidence.join('; '),
];

/** One row per requirement and mapped control; a requirement no control maps to gets one row saying so. */
function requirementRows(requirements: readonly ReportRequirement[], withMet: boolean): ReportCell[][] {
  return requirements.flatMap((requirement) => {
    const lead: ReportCell[] = [requirement.id, requirement.title, requirement.group, ...(withMet ? [yesNo(requirement.met)] : [])];
    if (requirement.controls.length === 0) return [[...lead, null, null, 'No control mapped', null, null]];
    return requirement.controls.map((control) => [...lead, ...controlRow(control)]);
  });
}

const controlColumns = ['Control', 'Control name', 'State', 'Owner', 'Current evidence'];

export function requirementsTable(framework: ReportFramework): ReportTable {
  return table(
    `${framework.name} requirements`,
    ['Requirement', 'Title', 'Group', 'Met', ...controlColumns],
    requirementRows(framework.requirements, true),
  );
}

/** Every requirement not met, with all of its controls, their states and owners (never capped). */
export function gapsTable(framework: ReportFramework): ReportTable {
  return table(`${framework.name} gaps`, ['Requirement', 'Title', 'Group', ...controlColumns], requirementRows(gapsOf(framework), false));
}

export function stateCountRows(controls: readonly ReportControl[]): ReportCell[][] {
  const counts = countStates(controls);
  return controlStates.map((state) => [controlStateLabels[state], counts[state]]);
}

export function controlStatesTable(framework: ReportFramework): ReportTable {
  return table(`${framework.name} control states`, ['State', 'Controls'], stateCountRows(distinctControls([framework])));
}

export function readinessTable(frameworks: readonly ReportFramework[]): ReportTable {
  return table(
    'Readiness by framework',
    [
      'Framework',
      'Status',
      'Progress %',
      'Requirements not met',
      'Controls',
      'Controls done',
      'Controls with current evidence',
      'Evidence coverage %',
    ],
    frameworks.map((framework) => {
      const coverage = controlCoverage(framework);
      return [
        framework.name,
        statusText(framework),
        framework.progress?.percent ?? null,
        framework.progress ? framework.progress.total - framework.progress.met : null,
        coverage.controls,
        coverage.done,
        coverage.withEvidence,
        percentOf(coverage.withEvidence, coverage.controls),
      ];
    }),
  );
}

export function evidenceCoverageTable(frameworks: readonly ReportFramework[]): ReportTable {
  return table(
    'Evidence coverage',
    ['Framework', 'Controls', 'Controls with current evidence', 'Coverage %'],
    frameworks.map((framework) => {
      const coverage = controlCoverage(framework);
      return [framework.name, coverage.controls, coverage.withEvidence, percentOf(coverage.withEvidence, coverage.controls)];
    }),
  );
}

export function evidenceSummaryTable(data: ReportData): ReportTable {
  const { total, verified, pending, failed, expired, expiringInPeriod } = data.evidence.summary;
  return table(
    'Evidence summary',
    ['Measure', 'Items'],
    [
      ['Evidence items', total],
      [evidenceStatusLabels.verified, verified],
      [evidenceStatusLabels.pending, pending],
      [evidenceStatusLabels.failed, failed],
      ['Expired', expired],
      ['Expiring in the period', expiringInPeriod],
    ],
  );
}

export function evidenceListTable(items: readonly ReportEvidence[]): ReportTable {
  return table(
    'Evidence',
    ['Evidence', 'Framework', 'Type', 'Status', 'Collected', 'Expires', 'Expired', 'Controls'],
    items.map((item) => [
      item.name,
      frameworkLabels[item.framework],
      evidenceTypeLabels[item.type],
      evidenceStatusLabels[item.status],
      day(item.collectedOn),
      day(item.expiresOn),
      yesNo(item.expired),
      item.controls.join(', '),
    ]),
  );
}

export function expiringTable(items: readonly ReportEvidence[]): ReportTable {
  const expiring = items
    .filter((item) => item.expiresInPeriod)
    .sort((a, b) => (a.expiresOn ?? '').localeCompare(b.expiresOn ?? '') || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return table(
    'Evidence expiring in the period',
    ['Evidence', 'Framework', 'Status', 'Expires', 'Expired'],
    expiring.map((item) => [
      item.name,
      frameworkLabels[item.framework],
      evidenceStatusLabels[item.status],
      day(item.expiresOn),
      yesNo(item.expired),
    ]),
  );
}

export function policiesTable(data: ReportData): ReportTable {
  return table(
    'Policies',
    ['Policy', 'Version', 'Status', 'Owner', 'Frameworks', 'Review due'],
    data.policies.map((policy) => [
      policy.name,
      policy.version,
      policyStatusLabels[policy.status],
      policy.owner,
      policy.frameworks.map((code) => frameworkLabels[code]).join(', '),
      day(policy.reviewDueOn),
    ]),
  );
}

export function auditsTable(audits: readonly ReportAudit[]): ReportTable {
  return table(
    'Audits in the period',
    ['Audit', 'Type', 'Framework', 'Auditor', 'Start', 'End', 'Observed from', 'Observed to', 'Status', 'Result'],
    audits.map((audit) => [
      audit.name,
      auditTypeLabels[audit.type],
      frameworkLabels[audit.framework],
      audit.auditor,
      day(audit.startOn),
      day(audit.endOn),
      day(audit.observationStartOn),
      day(audit.observationEndOn),
      auditStatusLabels[audit.status],
      audit.result,
    ]),
  );
}

export function issuesTable(data: ReportData): ReportTable {
  return table(
    'Open CCPA issues',
    ['Reference', 'Title', 'Priority', 'Status', 'Assignee', 'Due'],
    data.issues.map((issue) => [
      issue.reference,
      issue.title,
      priorityLabels[issue.priority] ?? issue.priority,
      issueStatusLabels[issue.status],
      issue.assignee ?? 'Unassigned',
      day(issue.dueOn),
    ]),
  );
}

export function domainTable(controls: readonly ScopedControl[]): ReportTable {
  const domains = new Map<string, ScopedControl[]>();
  for (const control of controls) domains.set(controlDomainOf(control.id), [...(domains.get(controlDomainOf(control.id)) ?? []), control]);
  return table(
    'Controls by domain',
    ['Domain', 'Controls', 'Implemented', 'Not Applicable', 'In Progress', 'Not Started', 'Done %'],
    [...domains].map(([domain, members]) => {
      const counts = countStates(members);
      return [
        domain,
        members.length,
        counts.implemented,
        counts['not-applicable'],
        counts['in-progress'],
        counts['not-started'],
        percentOf(counts.implemented + counts['not-applicable'], members.length),
      ];
    }),
  );
}

export function controlListTable(controls: readonly ScopedControl[]): ReportTable {
  return table(
    'Control status',
    ['Control', 'Name', 'Domain', 'State', 'Owner', 'Frameworks', 'Current evidence'],
    controls.map((control) => [
      control.id,
      control.name,
      controlDomainOf(control.id),
      stateText(control),
      control.owner ?? NO_OWNER,
      control.frameworks.join(', '),
      control.evidence.join('; '),
    ]),
  );
}
