import { libraryControls } from '@/lib/catalog/controls';
import { issuePriorityOptions, issueStatusLabels } from '@/lib/domain/ccpa-issues';
import { stateText } from '@/lib/domain/controls';
import { frameworkStatusLabels } from '@/lib/domain/frameworks';
import { satisfies } from '@/lib/domain/scores';
import { auditStatusLabels, auditTypeLabels } from '@/lib/schemas/audit';
import { controlStateLabels, controlStates, type ControlState } from '@/lib/schemas/control-state';
import { evidenceStatusLabels, evidenceTypeLabels } from '@/lib/schemas/evidence';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import { policyStatusLabels } from '@/lib/schemas/policy';
import { reportTypeLabels, type ReportType } from '@/lib/schemas/report';
import type { ReportAudit, ReportControl, ReportData, ReportEvidence, ReportFramework, ReportRequirement } from './data';
import type { ReportCell, ReportDocument, ReportSection, ReportTable } from './document';

/** The request a report's content is built for (a stored report and the moment it is generated). */
export type ReportContentRequest = { name: string; type: ReportType; notes: string; startOn: string; endOn: string; generatedAt: Date };

/** The domains of the control library, by the prefix of their controls' ids, in the library's order of them. */
const controlDomains: Record<string, string> = {
  GOV: 'Governance and policies',
  RSK: 'Risk management',
  HR: 'People',
  AST: 'Asset management',
  AC: 'Access control and authentication',
  CRY: 'Cryptography',
  NET: 'Network security',
  OPS: 'Operations, logging and monitoring',
  VUL: 'Vulnerability and patch management',
  SDL: 'Secure development and change',
  VEN: 'Vendors and service providers',
  INC: 'Incident response and breach notification',
  BCP: 'Business continuity, backup and availability',
  PHY: 'Physical security',
  PRV: 'Privacy',
  PAY: 'Cardholder data',
  AUD: 'Internal audit and compliance monitoring',
};

const domainPrefix = (controlId: string) => controlId.split('-')[0] ?? controlId;
const domainOf = (controlId: string) => controlDomains[domainPrefix(controlId)] ?? domainPrefix(controlId);

const libraryOrder = new Map(libraryControls.map((control, index) => [control.id, index]));
const byLibraryOrder = (a: { id: string }, b: { id: string }) => (libraryOrder.get(a.id) ?? libraryOrder.size) - (libraryOrder.get(b.id) ?? libraryOrder.size) || a.id.localeCompare(b.id);

const priorityLabels = Object.fromEntries(issuePriorityOptions.map((option) => [option.value, option.label]));

const NO_OWNER = 'No owner';

/** A YYYY-MM-DD day as a date cell (midnight UTC), so a spreadsheet keeps it a date; null stays empty. */
const day = (value: string | null): Date | null => (value === null ? null : new Date(`${value}T00:00:00.000Z`));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
/** Whole percent of `part` in `whole`, rounded down like framework progress; null when there is nothing to count. */
const percentOf = (part: number, whole: number): number | null => (whole === 0 ? null : Math.floor((part * 100) / whole));

const table = (title: string, columns: readonly string[], rows: readonly (readonly ReportCell[])[]): ReportTable => ({ title, columns, rows });
/** A section; tables without rows are left out (a paragraph says there is nothing to list). */
const section = (heading: string, paragraphs: readonly string[], tables: readonly ReportTable[] = []): ReportSection => ({
  heading,
  paragraphs,
  tables: tables.filter((candidate) => candidate.rows.length > 0),
});

// ---- What the records say -------------------------------------------------------------------------------------

const gapsOf = (framework: ReportFramework): ReportRequirement[] => framework.requirements.filter((requirement) => !requirement.met);

/** A control once, with the frameworks (names) whose requirements it serves. */
type ScopedControl = ReportControl & { frameworks: string[] };

/** The distinct controls of the frameworks, in the library's order. */
function distinctControls(frameworks: readonly ReportFramework[]): ScopedControl[] {
  const controls = new Map<string, ScopedControl>();
  for (const framework of frameworks) {
    for (const control of framework.requirements.flatMap((requirement) => requirement.controls)) {
      const known = controls.get(control.id);
      if (!known) controls.set(control.id, { ...control, frameworks: [framework.name] });
      else if (!known.frameworks.includes(framework.name)) known.frameworks.push(framework.name);
    }
  }
  return [...controls.values()].sort(byLibraryOrder);
}

function countStates(controls: readonly ReportControl[]): Record<ControlState, number> {
  const counts: Record<ControlState, number> = { 'not-started': 0, 'in-progress': 0, implemented: 0, 'not-applicable': 0 };
  for (const control of controls) counts[control.state] += 1;
  return counts;
}

/** A framework's controls: how many, how many implemented or not applicable, how many with counting evidence. */
function controlCoverage(framework: ReportFramework) {
  const controls = distinctControls([framework]);
  return {
    controls: controls.length,
    done: controls.filter((control) => satisfies(control.state)).length,
    withEvidence: controls.filter((control) => control.evidence.length > 0).length,
  };
}

/** Approved (or expired) policies whose review falls due by the end of the period, or already fell due. */
const policiesDue = (data: ReportData) =>
  data.policies.filter((policy) => (policy.status === 'approved' || policy.status === 'expired') && policy.reviewDueOn !== null && policy.reviewDueOn <= data.period.end);

const statusText = (framework: ReportFramework) => (framework.status ? frameworkStatusLabels[framework.status] : 'Not followed');
const frameworkNames = (frameworks: readonly ReportFramework[]) => frameworks.map((framework) => framework.name).join(', ');

// ---- Sentences --------------------------------------------------------------------------------------------------

function scoreSentence(data: ReportData): string {
  return data.complianceScore === null
    ? "There is no compliance score yet: none of the organization's active frameworks is measured by the control library."
    : `The organization's compliance score is ${data.complianceScore}%, the mean progress of its active frameworks.`;
}

function scopeSentence(data: ReportData): string {
  return `This report covers ${plural(data.frameworks.length, 'framework')}: ${frameworkNames(data.frameworks)}.`;
}

function nextAuditSentence(audit: ReportAudit | null): string {
  return audit === null
    ? 'No audit of these frameworks is scheduled from today on.'
    : `The next audit is ${audit.name} (${frameworkLabels[audit.framework]}, ${auditTypeLabels[audit.type]}), starting ${audit.startOn} with ${audit.auditor}.`;
}

function progressSentence(framework: ReportFramework): string {
  if (framework.progress === null) return "The control library does not hold this framework's requirements yet, so its progress is not measured.";
  const { met, total, percent } = framework.progress;
  const gaps = total - met;
  return `${met} of ${total} requirements are met (${percent}%); ${gaps === 0 ? 'every requirement is met' : `${plural(gaps, 'requirement')} ${gaps === 1 ? 'is' : 'are'} not met yet`}.`;
}

function evidenceSentence(data: ReportData): string {
  const { total, verified, pending, failed, expired, expiringInPeriod } = data.evidence.summary;
  if (total === 0) return 'No evidence is recorded for these frameworks yet.';
  return (
    `${plural(total, 'evidence item')} in scope: ${verified} verified, ${pending} pending review, ${failed} failed verification; ` +
    `${expired} expired, ${expiringInPeriod} expiring between ${data.period.start} and ${data.period.end}.`
  );
}

// ---- Tables -------------------------------------------------------------------------------------------------------

function frameworkProgressTable(frameworks: readonly ReportFramework[]): ReportTable {
  return table(
    'Framework progress',
    ['Framework', 'Status', 'Requirements met', 'Requirements', 'Progress %', 'Requirements not met'],
    frameworks.map((framework) => {
      const progress = framework.progress;
      return [framework.name, statusText(framework), progress?.met ?? null, progress?.total ?? null, progress?.percent ?? null, progress ? progress.total - progress.met : null];
    }),
  );
}

const controlRow = (control: ReportControl): ReportCell[] => [control.id, control.name, stateText(control), control.owner ?? NO_OWNER, control.evidence.join('; ')];

/** One row per requirement and mapped control; a requirement no control maps to gets one row saying so. */
function requirementRows(requirements: readonly ReportRequirement[], withMet: boolean): ReportCell[][] {
  return requirements.flatMap((requirement) => {
    const lead: ReportCell[] = [requirement.id, requirement.title, requirement.group, ...(withMet ? [yesNo(requirement.met)] : [])];
    if (requirement.controls.length === 0) return [[...lead, null, null, 'No control mapped', null, null]];
    return requirement.controls.map((control) => [...lead, ...controlRow(control)]);
  });
}

const controlColumns = ['Control', 'Control name', 'State', 'Owner', 'Current evidence'];

function requirementsTable(framework: ReportFramework): ReportTable {
  return table(`${framework.name} requirements`, ['Requirement', 'Title', 'Group', 'Met', ...controlColumns], requirementRows(framework.requirements, true));
}

/** Every requirement not met, with all of its controls, their states and owners (never capped). */
function gapsTable(framework: ReportFramework): ReportTable {
  return table(`${framework.name} gaps`, ['Requirement', 'Title', 'Group', ...controlColumns], requirementRows(gapsOf(framework), false));
}

function stateCountRows(controls: readonly ReportControl[]): ReportCell[][] {
  const counts = countStates(controls);
  return controlStates.map((state) => [controlStateLabels[state], counts[state]]);
}

function controlStatesTable(framework: ReportFramework): ReportTable {
  return table(`${framework.name} control states`, ['State', 'Controls'], stateCountRows(distinctControls([framework])));
}

function readinessTable(frameworks: readonly ReportFramework[]): ReportTable {
  return table(
    'Readiness by framework',
    ['Framework', 'Status', 'Progress %', 'Requirements not met', 'Controls', 'Controls done', 'Controls with current evidence', 'Evidence coverage %'],
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

function evidenceCoverageTable(frameworks: readonly ReportFramework[]): ReportTable {
  return table(
    'Evidence coverage',
    ['Framework', 'Controls', 'Controls with current evidence', 'Coverage %'],
    frameworks.map((framework) => {
      const coverage = controlCoverage(framework);
      return [framework.name, coverage.controls, coverage.withEvidence, percentOf(coverage.withEvidence, coverage.controls)];
    }),
  );
}

function evidenceSummaryTable(data: ReportData): ReportTable {
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

function evidenceListTable(items: readonly ReportEvidence[]): ReportTable {
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

function expiringTable(items: readonly ReportEvidence[]): ReportTable {
  const expiring = items
    .filter((item) => item.expiresInPeriod)
    .sort((a, b) => (a.expiresOn ?? '').localeCompare(b.expiresOn ?? '') || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return table(
    'Evidence expiring in the period',
    ['Evidence', 'Framework', 'Status', 'Expires', 'Expired'],
    expiring.map((item) => [item.name, frameworkLabels[item.framework], evidenceStatusLabels[item.status], day(item.expiresOn), yesNo(item.expired)]),
  );
}

function policiesTable(data: ReportData): ReportTable {
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

function auditsTable(audits: readonly ReportAudit[]): ReportTable {
  return table(
    'Audits in the period',
    ['Audit', 'Type', 'Framework', 'Auditor', 'Start', 'End', 'Status', 'Result'],
    audits.map((audit) => [
      audit.name,
      auditTypeLabels[audit.type],
      frameworkLabels[audit.framework],
      audit.auditor,
      day(audit.startOn),
      day(audit.endOn),
      auditStatusLabels[audit.status],
      audit.result,
    ]),
  );
}

function issuesTable(data: ReportData): ReportTable {
  return table(
    'Open CCPA issues',
    ['Reference', 'Title', 'Priority', 'Status', 'Assignee', 'Due'],
    data.issues.map((issue) => [issue.reference, issue.title, priorityLabels[issue.priority] ?? issue.priority, issueStatusLabels[issue.status], issue.assignee ?? 'Unassigned', day(issue.dueOn)]),
  );
}

function domainTable(controls: readonly ScopedControl[]): ReportTable {
  const domains = new Map<string, ScopedControl[]>();
  for (const control of controls) domains.set(domainOf(control.id), [...(domains.get(domainOf(control.id)) ?? []), control]);
  return table(
    'Controls by domain',
    ['Domain', 'Controls', 'Implemented', 'Not Applicable', 'In Progress', 'Not Started', 'Done %'],
    [...domains].map(([domain, members]) => {
      const counts = countStates(members);
      return [domain, members.length, counts.implemented, counts['not-applicable'], counts['in-progress'], counts['not-started'], percentOf(counts.implemented + counts['not-applicable'], members.length)];
    }),
  );
}

function controlListTable(controls: readonly ScopedControl[]): ReportTable {
  return table(
    'Control status',
    ['Control', 'Name', 'Domain', 'State', 'Owner', 'Frameworks', 'Current evidence'],
    controls.map((control) => [control.id, control.name, domainOf(control.id), stateText(control), control.owner ?? NO_OWNER, control.frameworks.join(', '), control.evidence.join('; ')]),
  );
}

// ---- Sections by report type ----------------------------------------------------------------------------------

function frameworkSections(data: ReportData): ReportSection[] {
  const overview = section('Overview', [scopeSentence(data), scoreSentence(data)], [frameworkProgressTable(data.frameworks)]);
  const perFramework = data.frameworks.map((framework) => {
    const gaps = gapsOf(framework);
    const paragraphs = [...(framework.edition ? [`Edition: ${framework.edition}.`] : []), `Status: ${statusText(framework)}.`, progressSentence(framework)];
    const tables = framework.requirements.length === 0 ? [] : [controlStatesTable(framework), requirementsTable(framework), ...(gaps.length > 0 ? [gapsTable(framework)] : [])];
    return section(framework.name, paragraphs, tables);
  });
  return [overview, ...perFramework];
}

function auditSections(data: ReportData): ReportSection[] {
  const audits = data.audits;
  return [
    section('Readiness', [scopeSentence(data), scoreSentence(data), nextAuditSentence(data.nextAudit)], [readinessTable(data.frameworks)]),
    section(
      'Audits in the period',
      [audits.length === 0 ? `No audit of these frameworks falls between ${data.period.start} and ${data.period.end}.` : `${plural(audits.length, 'audit')} between ${data.period.start} and ${data.period.end}.`],
      [auditsTable(audits)],
    ),
    section('Evidence', [evidenceSentence(data)], [evidenceSummaryTable(data), evidenceCoverageTable(data.frameworks), expiringTable(data.evidence.items), evidenceListTable(data.evidence.items)]),
    section('Policies', [data.policies.length === 0 ? 'No policy covers these frameworks yet.' : policiesSentence(data)], [policiesTable(data)]),
  ];
}

function policiesSentence(data: ReportData): string {
  const due = policiesDue(data).length;
  return `${plural(data.policies.length, 'policy', 'policies')} cover these frameworks; ${due} ${due === 1 ? 'is' : 'are'} due for review by ${data.period.end}.`;
}

/** A short summary: a few sentences and two small tables, whatever the size of the records. */
function executiveSections(data: ReportData): ReportSection[] {
  const gaps = data.frameworks.reduce((sum, framework) => sum + gapsOf(framework).length, 0);
  const next = data.nextAudit;
  const figures: ReportCell[][] = [
    ['Compliance score %', data.complianceScore],
    ['Frameworks in this report', data.frameworks.length],
    ['Requirements not met', gaps],
    ['Evidence expiring in the period', data.evidence.summary.expiringInPeriod],
    ['Evidence expired', data.evidence.summary.expired],
    [`Policies due for review by ${data.period.end}`, policiesDue(data).length],
    ['Open CCPA issues', data.issues.length],
    ['Next audit', next ? `${next.name} (${next.startOn})` : 'None scheduled'],
  ];
  return [
    section('Summary', [scopeSentence(data), scoreSentence(data), `${plural(gaps, 'requirement')} of these frameworks ${gaps === 1 ? 'is' : 'are'} not met yet.`, nextAuditSentence(next)], [
      table('Key figures', ['Measure', 'Value'], figures),
    ]),
    section('Frameworks', data.frameworks.map((framework) => `${framework.name}: ${progressSentence(framework)}`), [frameworkProgressTable(data.frameworks)]),
  ];
}

function securitySections(data: ReportData): ReportSection[] {
  const controls = distinctControls(data.frameworks);
  const done = controls.filter((control) => satisfies(control.state)).length;
  return [
    section(
      'Control status',
      [scopeSentence(data), `${plural(controls.length, 'control')} of the control library serve these frameworks; ${done} ${done === 1 ? 'is' : 'are'} implemented or not applicable.`],
      [domainTable(controls), table('Controls by state', ['State', 'Controls'], stateCountRows(controls))],
    ),
    section('Controls', controls.length === 0 ? ['No control of the library serves these frameworks yet.'] : [], [controlListTable(controls)]),
    section('Evidence coverage', [evidenceSentence(data)], [evidenceSummaryTable(data), evidenceCoverageTable(data.frameworks), expiringTable(data.evidence.items)]),
    section('Open issues', [data.issues.length === 0 ? 'There are no open CCPA issues.' : `${plural(data.issues.length, 'CCPA issue')} still open.`], [issuesTable(data)]),
  ];
}

function gapAnalysisSections(data: ReportData): ReportSection[] {
  const total = data.frameworks.reduce((sum, framework) => sum + gapsOf(framework).length, 0);
  const summary = section('Summary', [scopeSentence(data), `${plural(total, 'requirement')} ${total === 1 ? 'is' : 'are'} not met, each listed below with its controls, their states and owners.`], [
    table(
      'Gaps by framework',
      ['Framework', 'Requirements not met', 'Requirements', 'Progress %'],
      data.frameworks.map((framework) => [framework.name, framework.progress ? framework.progress.total - framework.progress.met : null, framework.progress?.total ?? null, framework.progress?.percent ?? null]),
    ),
  ]);
  const perFramework = data.frameworks.map((framework) => {
    const gaps = gapsOf(framework);
    const paragraph =
      framework.progress === null ? progressSentence(framework) : gaps.length === 0 ? 'Every requirement is met.' : `${plural(gaps.length, 'requirement')} not met.`;
    return section(`${framework.name}: requirements not met`, [paragraph], [gapsTable(framework)]);
  });
  return [summary, ...perFramework];
}

const sectionsByType: Record<ReportType, (data: ReportData) => ReportSection[]> = {
  framework: frameworkSections,
  audit: auditSections,
  executive: executiveSections,
  security: securitySections,
  'gap-analysis': gapAnalysisSections,
};

/**
 * A report's content from the organization's records: its sections by type (framework, audit, executive,
 * security, gap analysis), with typed cells (numbers for counts and percentages, dates as dates) in a
 * deterministic order, ready for any format to render.
 */
export function buildReportDocument(request: ReportContentRequest, organizationName: string, data: ReportData): ReportDocument {
  return {
    title: request.name,
    organizationName,
    kind: reportTypeLabels[request.type],
    period: { start: request.startOn, end: request.endOn },
    generatedAt: request.generatedAt,
    notes: request.notes,
    sections: sectionsByType[request.type](data),
  };
}
