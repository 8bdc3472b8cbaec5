import { satisfies } from '@/lib/domain/frameworks/scores';
import { auditTypeLabels } from '@/lib/schemas/audits/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { reportTypeLabels, type ReportType } from '@/lib/schemas/reports/records';
import type { ReportAudit, ReportData, ReportFramework } from './data';
import { distinctControls, frameworkNames, gapsOf, plural, policiesDue, section, statusText, table } from './content-facts';
import {
  auditsTable,
  controlListTable,
  controlStatesTable,
  domainTable,
  evidenceCoverageTable,
  evidenceListTable,
  evidenceSummaryTable,
  expiringTable,
  frameworkProgressTable,
  gapsTable,
  issuesTable,
  policiesTable,
  readinessTable,
  requirementsTable,
  stateCountRows,
} from './content-tables';
import type { ReportCell, ReportDocument, ReportSection } from './document';

/** The request a report's content is built for (a stored report and the moment it is generated). */
export type ReportContentRequest = { name: string; type: ReportType; notes: string; startOn: string; endOn: string; generatedAt: Date };

// ---- Sentences ----------------------------------------------------------------------------------------------

function scoreSentence(data: ReportData): string {
  return data.complianceScore === null
    ? "There is no compliance score yet: none of the organization's followed frameworks is measured by the control library."
    : `The organization's compliance score is ${data.complianceScore}%, the mean progress of the frameworks it follows.`;
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
  if (framework.progress === null)
    return "The control library does not hold this framework's requirements yet, so its progress is not measured.";
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

function frameworkSections(data: ReportData): ReportSection[] {
  const overview = section('Overview', [scopeSentence(data), scoreSentence(data)], [frameworkProgressTable(data.frameworks)]);
  const perFramework = data.frameworks.map((framework) => {
    const gaps = gapsOf(framework);
    const paragraphs = [
      ...(framework.edition ? [`Edition: ${framework.edition}.`] : []),
      `Status: ${statusText(framework)}.`,
      progressSentence(framework),
    ];
    const tables =
      framework.requirements.length === 0
        ? []
        : [controlStatesTable(framework), requirementsTable(framework), ...(gaps.length > 0 ? [gapsTable(framework)] : [])];
    return section(framework.name, paragraphs, tables);
  });
  return [overview, ...perFramework];
}

/** One sentence per audit that covers a period (SOC 2 Type II): the observation period its report is about. */
function observationSentences(audits: readonly ReportAudit[]): string[] {
  return audits.flatMap((audit) =>
    audit.observationStartOn && audit.observationEndOn
      ? [`${audit.name} has the observation period ${audit.observationStartOn} to ${audit.observationEndOn}.`]
      : [],
  );
}

function auditSections(data: ReportData): ReportSection[] {
  const audits = data.audits;
  return [
    section('Readiness', [scopeSentence(data), scoreSentence(data), nextAuditSentence(data.nextAudit)], [readinessTable(data.frameworks)]),
    section(
      'Audits in the period',
      [
        audits.length === 0
          ? `No audit of these frameworks falls between ${data.period.start} and ${data.period.end}.`
          : `${plural(audits.length, 'audit')} between ${data.period.start} and ${data.period.end}.`,
        ...observationSentences(audits),
      ],
      [auditsTable(audits)],
    ),
    section(
      'Evidence',
      [evidenceSentence(data)],
      [
        evidenceSummaryTable(data),
        evidenceCoverageTable(data.frameworks),
        expiringTable(data.evidence.items),
        evidenceListTable(data.evidence.items),
      ],
    ),
    section(
      'Policies',
      [data.policies.length === 0 ? 'No policy covers these frameworks yet.' : policiesSentence(data)],
      [policiesTable(data)],
    ),
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
    section(
      'Summary',
      [
        scopeSentence(data),
        scoreSentence(data),
        `${plural(gaps, 'requirement')} of these frameworks ${gaps === 1 ? 'is' : 'are'} not met yet.`,
        nextAuditSentence(next),
      ],
      [table('Key figures', ['Measure', 'Value'], figures)],
    ),
    section(
      'Frameworks',
      data.frameworks.map((framework) => `${framework.name}: ${progressSentence(framework)}`),
      [frameworkProgressTable(data.frameworks)],
    ),
  ];
}

function securitySections(data: ReportData): ReportSection[] {
  const controls = distinctControls(data.frameworks);
  const done = controls.filter((control) => satisfies(control.state)).length;
  return [
    section(
      'Control status',
      [
        scopeSentence(data),
        `${plural(controls.length, 'control')} of the control library serve these frameworks; ${done} ${done === 1 ? 'is' : 'are'} implemented or not applicable.`,
      ],
      [domainTable(controls), table('Controls by state', ['State', 'Controls'], stateCountRows(controls))],
    ),
    section('Controls', controls.length === 0 ? ['No control of the library serves these frameworks yet.'] : [], [
      controlListTable(controls),
    ]),
    section(
      'Evidence coverage',
      [evidenceSentence(data)],
      [evidenceSummaryTable(data), evidenceCoverageTable(data.frameworks), expiringTable(data.evidence.items)],
    ),
    section(
      'Open issues',
      [data.issues.length === 0 ? 'There are no open CCPA issues.' : `${plural(data.issues.length, 'CCPA issue')} still open.`],
      [issuesTable(data)],
    ),
  ];
}

function gapAnalysisSections(data: ReportData): ReportSection[] {
  const total = data.frameworks.reduce((sum, framework) => sum + gapsOf(framework).length, 0);
  const summary = section(
    'Summary',
    [
      scopeSentence(data),
      `${plural(total, 'requirement')} ${total === 1 ? 'is' : 'are'} not met, each listed below with its controls, their states and owners.`,
    ],
    [
      table(
        'Gaps by framework',
        ['Framework', 'Requirements not met', 'Requirements', 'Progress %'],
        data.frameworks.map((framework) => [
          framework.name,
          framework.progress ? framework.progress.total - framework.progress.met : null,
          framework.progress?.total ?? null,
          framework.progress?.percent ?? null,
        ]),
      ),
    ],
  );
  const perFramework = data.frameworks.map((framework) => {
    const gaps = gapsOf(framework);
    const paragraph =
      framework.progress === null
        ? progressSentence(framework)
        : gaps.length === 0
          ? 'Every requirement is met.'
          : `${plural(gaps.length, 'requirement')} not met.`;
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
