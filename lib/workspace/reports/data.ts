import 'server-only';
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { frameworkDirectory, libraryIds, type DirectoryFramework } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { audits, evidence, evidenceControls, policies, policyVersions } from '@/lib/db/schema';
import { complianceSummary } from '@/lib/domain/dashboard';
import { isExpired } from '@/lib/domain/evidence/display';
import type {
  ReportAudit,
  ReportData,
  ReportEvidence,
  ReportEvidenceSummary,
  ReportFramework,
  ReportIssue,
  ReportPolicy,
} from '@/lib/reports/data';
import type { AuditRecord } from '@/lib/schemas/audits/records';
import { isoDate } from '@/lib/schemas/common';
import type { FrameworkDetail } from '@/lib/schemas/frameworks/control';
import type { EvidenceRecord } from '@/lib/schemas/evidence/records';
import { isTrackedFramework, type TrackedFramework } from '@/lib/schemas/frameworks/codes';
import type { IssuePriority } from '@/lib/schemas/ccpa-issues/records';
import { auditColumns, listActiveAudits } from '../audits';
import { listCcpaIssues } from '../ccpa-issues';
import { recordColumns } from '../evidence';
import { readFrameworkDetail } from '../frameworks';
import { listOrganizationFrameworks, type OrganizationFramework } from '../frameworks';
import { assertCan, WorkspaceError, type Member } from '../member';
import { listed as policyColumns, shownOn } from '../policies';

/** What a report asks for: the frameworks' directory ids and its period, YYYY-MM-DD. */
export type ReportDataRequest = { frameworks: readonly string[]; startOn: string; endOn: string };

type Period = { start: string; end: string };

function checkedDay(value: string, label: string): string {
  const parsed = isoDate(label).safeParse(value);
  if (!parsed.success) throw new WorkspaceError('invalid', parsed.error.issues[0]?.message ?? `Choose the ${label}.`);
  return parsed.data;
}

function checkedPeriod(request: ReportDataRequest): Period {
  const period = { start: checkedDay(request.startOn, 'start date'), end: checkedDay(request.endOn, 'end date') };
  if (period.end < period.start) throw new WorkspaceError('invalid', 'The end date cannot be before the start date.');
  return period;
}

/** The directory frameworks a request names, each once, in the directory's order; an unknown one is refused. */
function requestedFrameworks(requested: readonly string[]): DirectoryFramework[] {
  if (requested.length === 0) throw new WorkspaceError('invalid', 'Choose at least one framework.');
  const ids = new Set(requested);
  const chosen = frameworkDirectory.filter((framework) => ids.has(framework.id));
  if (chosen.length !== ids.size) throw new WorkspaceError('invalid', 'Choose frameworks from the list.');
  return chosen;
}

const byName = <Row extends { name: string; id: string }>(a: Row, b: Row) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
const libraryOrder = new Map(libraryControls.map((control, index) => [control.id, index]));
const priorityRank: Record<IssuePriority, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** The organization's evidence not archived, and its links to controls (both small, whole-organization reads). */
async function currentEvidence(member: Member): Promise<{ records: EvidenceRecord[]; links: { evidenceId: string; controlId: string }[] }> {
  const db = await getDb();
  const [records, links] = await Promise.all([
    db
      .select(recordColumns)
      .from(evidence)
      .where(and(eq(evidence.organizationId, member.organizationId), isNull(evidence.archivedAt))) as Promise<EvidenceRecord[]>,
    db
      .select({ evidenceId: evidenceControls.evidenceId, controlId: evidenceControls.controlId })
      .from(evidenceControls)
      .where(eq(evidenceControls.organizationId, member.organizationId)),
  ]);
  return { records, links };
}

/** The organization's policies not archived, with the status they show on `today` and whether their author approved the current version. */
async function openPolicies(member: Member, today: string) {
  const db = await getDb();
  const rows = await db
    .select({ ...policyColumns, selfApproved: policyVersions.selfApproved })
    .from(policies)
    .leftJoin(
      policyVersions,
      and(
        eq(policyVersions.organizationId, policies.organizationId),
        eq(policyVersions.policyId, policies.id),
        eq(policyVersions.label, policies.versionLabel),
      ),
    )
    .where(and(eq(policies.organizationId, member.organizationId), isNull(policies.archivedAt)));
  return rows.map(({ selfApproved, ...row }) => ({ ...shownOn(row, today), selfApproved: selfApproved ?? false }));
}

/** The audits of the frameworks `codes` whose dates overlap the period, earliest start first. */
async function auditsOverlapping(member: Member, codes: readonly TrackedFramework[], period: Period): Promise<AuditRecord[]> {
  if (codes.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(auditColumns)
    .from(audits)
    .where(
      and(
        eq(audits.organizationId, member.organizationId),
        inArray(audits.framework, [...codes]),
        lte(audits.startOn, period.end),
        gte(audits.endOn, period.start),
      ),
    )
    .orderBy(asc(audits.startOn), asc(audits.name), asc(audits.id));
  return rows as AuditRecord[];
}

function reportAudit(audit: AuditRecord): ReportAudit {
  const { id, name, type, framework, auditor, startOn, endOn, observationStartOn, observationEndOn, status, result } = audit;
  return { id, name, type, framework, auditor, startOn, endOn, observationStartOn, observationEndOn, status, result };
}

/** A framework of the report: its requirements with their controls, owners and counting evidence names. */
function reportFramework(
  framework: DirectoryFramework,
  detail: FrameworkDetail | undefined,
  followed: readonly OrganizationFramework[],
  evidenceByControl: ReadonlyMap<string, string[]>,
  selfVerifiedByControl: ReadonlyMap<string, string[]>,
): ReportFramework {
  const status = followed.find((row) => row.frameworkId === framework.id)?.status ?? null;
  if (!detail) return { id: framework.id, name: framework.name, edition: '', status, progress: null, requirements: [] };
  return {
    id: framework.id,
    name: framework.name,
    edition: detail.edition,
    status,
    progress: detail.progress,
    requirements: detail.groups.flatMap((group) =>
      group.requirements.map((requirement) => ({
        id: requirement.id,
        title: requirement.title,
        group: group.heading,
        met: requirement.met,
        controls: requirement.controls.map((control) => ({
          id: control.id,
          name: control.name,
          state: control.state,
          reason: control.reason,
          owner: control.ownerName,
          evidence: evidenceByControl.get(control.id) ?? [],
          selfVerified: selfVerifiedByControl.get(control.id) ?? [],
        })),
      })),
    ),
  };
}

function evidenceSummary(items: readonly ReportEvidence[]): ReportEvidenceSummary {
  const counted = (keep: (item: ReportEvidence) => boolean) => items.filter(keep).length;
  return {
    total: items.length,
    verified: counted((item) => item.status === 'verified'),
    pending: counted((item) => item.status === 'pending'),
    failed: counted((item) => item.status === 'failed'),
    expired: counted((item) => item.expired),
    expiringInPeriod: counted((item) => item.expiresInPeriod),
  };
}

/**
 * Everything a report of the member's organization is made of, in one read (records.view): for each requested
 * framework (ids such as soc2 or pci-dss, in the directory's order) its progress and requirements with their
 * controls' states, owners and counting evidence; the organization's compliance score; the evidence, policies
 * and audits of those frameworks, audits limited to those overlapping the period; and the open CCPA issues.
 * `today` (YYYY-MM-DD) decides what is expired. A period out of order, a day that is not real, or a framework
 * the product does not track is refused (invalid).
 */
export async function loadReportData(member: Member, request: ReportDataRequest, today: string): Promise<ReportData> {
  assertCan(member, 'records.view');
  const period = checkedPeriod(request);
  checkedDay(today, 'report day');
  const frameworks = requestedFrameworks(request.frameworks);
  const codes = frameworks.map((framework) => framework.id).filter(isTrackedFramework);
  const [followed, details, { records, links }, policyRows, auditRows, active, issues] = await Promise.all([
    listOrganizationFrameworks(member, today),
    Promise.all(
      frameworks.filter((framework) => libraryIds.has(framework.id)).map((framework) => readFrameworkDetail(member, framework.id, today)),
    ),
    currentEvidence(member),
    openPolicies(member, today),
    auditsOverlapping(member, codes, period),
    listActiveAudits(member),
    listCcpaIssues(member, undefined, today),
  ]);

  // Evidence that counts for a control: verified, not archived (none here are) and not past its expiry day.
  const recordById = new Map(records.map((record) => [record.id, record]));
  const evidenceByControl = new Map<string, string[]>();
  const selfVerifiedByControl = new Map<string, string[]>();
  const controlsByEvidence = new Map<string, string[]>();
  for (const link of links) {
    const record = recordById.get(link.evidenceId);
    if (!record) continue;
    controlsByEvidence.set(record.id, [...(controlsByEvidence.get(record.id) ?? []), link.controlId]);
    if (record.status === 'verified' && !isExpired(record.expiresOn, today)) {
      evidenceByControl.set(link.controlId, [...(evidenceByControl.get(link.controlId) ?? []), record.name]);
      if (record.selfVerified)
        selfVerifiedByControl.set(link.controlId, [...(selfVerifiedByControl.get(link.controlId) ?? []), record.name]);
    }
  }
  for (const names of [...evidenceByControl.values(), ...selfVerifiedByControl.values()]) names.sort((a, b) => a.localeCompare(b));

  const detailById = new Map(details.map(({ detail }) => [detail.id, detail]));
  const reportFrameworks = frameworks.map((framework) =>
    reportFramework(framework, detailById.get(framework.id), followed, evidenceByControl, selfVerifiedByControl),
  );
  const inScopeControls = new Set(
    reportFrameworks.flatMap((framework) =>
      framework.requirements.flatMap((requirement) => requirement.controls.map((control) => control.id)),
    ),
  );
  const inScope = (framework: TrackedFramework) => codes.includes(framework);

  const items: ReportEvidence[] = records
    .filter((record) => inScope(record.framework) || (controlsByEvidence.get(record.id) ?? []).some((id) => inScopeControls.has(id)))
    .sort(byName)
    .map((record) => ({
      id: record.id,
      name: record.name,
      type: record.type,
      framework: record.framework,
      status: record.status,
      collectedOn: record.collectedOn,
      expiresOn: record.expiresOn,
      expired: isExpired(record.expiresOn, today),
      expiresInPeriod: record.expiresOn !== null && record.expiresOn >= period.start && record.expiresOn <= period.end,
      controls: (controlsByEvidence.get(record.id) ?? []).sort(
        (a, b) => (libraryOrder.get(a) ?? libraryOrder.size) - (libraryOrder.get(b) ?? libraryOrder.size) || a.localeCompare(b),
      ),
      selfVerified: record.status === 'verified' && record.selfVerified,
    }));

  const reportPolicies: ReportPolicy[] = policyRows
    .filter((policy) => policy.frameworks.some(inScope))
    .sort(byName)
    .map((policy) => ({
      id: policy.id,
      name: policy.name,
      version: policy.versionLabel,
      status: policy.status,
      owner: policy.owner,
      frameworks: policy.frameworks,
      reviewDueOn: policy.reviewDueOn,
      selfApproved: policy.status !== 'review' && policy.status !== 'draft' && policy.selfApproved,
    }));

  const next = active.find(
    (audit) => (audit.status === 'scheduled' || audit.status === 'preparing') && audit.startOn >= today && inScope(audit.framework),
  );
  const reportIssues: ReportIssue[] = issues
    .map((issue) => ({
      reference: issue.reference,
      title: issue.title,
      priority: issue.priority,
      status: issue.status,
      assignee: issue.assignee,
      dueOn: issue.dueDate,
    }))
    .sort(
      (a, b) =>
        priorityRank[a.priority] - priorityRank[b.priority] || a.dueOn.localeCompare(b.dueOn) || a.reference.localeCompare(b.reference),
    );

  return {
    today,
    period,
    frameworks: reportFrameworks,
    complianceScore: complianceSummary(followed).complianceScore,
    evidence: { summary: evidenceSummary(items), items },
    policies: reportPolicies,
    audits: auditRows.map(reportAudit),
    nextAudit: next ? reportAudit(next) : null,
    issues: reportIssues,
  };
}
