import type { AuditResult, AuditStatus, AuditType } from '@/lib/schemas/audits/records';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';
import type { EvidenceStatus, EvidenceType } from '@/lib/schemas/evidence/records';
import type { FrameworkStatus } from '@/lib/schemas/frameworks/records';
import type { TrackedFramework } from '@/lib/schemas/frameworks/codes';
import type { IssuePriority, IssueStatus } from '@/lib/schemas/ccpa-issues/records';
import type { PolicyStatus } from '@/lib/schemas/policies/records';

/**
 * What a report is made from: one read of an organization's records (lib/workspace/reports/data.ts), scoped to the
 * frameworks and period the report was requested for. Plain values only, so lib/reports/content.ts stays pure and
 * can be tested without a database. Days are YYYY-MM-DD.
 */

/** A control mapped to a requirement, with the organization's state of it. */
export type ReportControl = {
  /** The library's id, e.g. "AC-03"; its prefix names the control's domain. */
  id: string;
  name: string;
  state: ControlState;
  /** Why it does not apply ('' unless Not Applicable). */
  reason: string;
  /** The owner's name ("… (former member)" once they left), or null when nobody owns it. */
  owner: string | null;
  /** The linked evidence items that count for it on the report's day (verified, not archived, not expired), by name. */
  evidence: string[];
  /** Those of them verified by their own uploader (self-verified), by name; absent when none. */
  selfVerified?: string[];
};

export type ReportRequirement = {
  /** The standard's own identifier, e.g. "CC6.1" or "A.5.15". */
  id: string;
  title: string;
  /** The heading of the standard's group it belongs to. */
  group: string;
  /** Every mapped control is implemented or not applicable. */
  met: boolean;
  controls: ReportControl[];
};

export type ReportFramework = {
  /** The directory id (soc2, iso27001, gdpr, ccpa, pci-dss, hipaa, …). */
  id: string;
  name: string;
  /** The edition the requirements follow; '' for a framework the control library does not hold yet. */
  edition: string;
  /** Its status in the organization, or null when the organization does not follow it. */
  status: Exclude<FrameworkStatus, 'inactive'> | null;
  /** Requirements met of all requirements; null when the library does not hold its requirements. */
  progress: { met: number; total: number; percent: number } | null;
  /** In the standard's order. */
  requirements: ReportRequirement[];
};

export type ReportEvidence = {
  id: string;
  name: string;
  type: EvidenceType;
  framework: TrackedFramework;
  status: EvidenceStatus;
  collectedOn: string;
  expiresOn: string | null;
  /** Past its expiry day on the report's day. */
  expired: boolean;
  /** Its expiry day falls within the report's period. */
  expiresInPeriod: boolean;
  /** The ids of the library controls it is linked to, in the library's order. */
  controls: string[];
  /** Verified by the uploader of its current files (absent: not). */
  selfVerified?: boolean;
};

/** The evidence in scope, not archived: by status, expired on the report's day, and expiring within the period. */
export type ReportEvidenceSummary = {
  total: number;
  verified: number;
  pending: number;
  failed: number;
  expired: number;
  expiringInPeriod: number;
};

export type ReportPolicy = {
  id: string;
  name: string;
  /** The version label, e.g. "v1.2". */
  version: string;
  /** As shown on the report's day: an approved policy past its review due day is Expired. */
  status: PolicyStatus;
  owner: string;
  frameworks: TrackedFramework[];
  /** Null until the policy is approved. */
  reviewDueOn: string | null;
  /** Its current version was approved by its own author (absent: not). */
  selfApproved?: boolean;
};

export type ReportAudit = {
  id: string;
  name: string;
  type: AuditType;
  framework: TrackedFramework;
  auditor: string;
  startOn: string;
  endOn: string;
  /** The period the audit covers (SOC 2 Type II), or both null. */
  observationStartOn: string | null;
  observationEndOn: string | null;
  status: AuditStatus;
  result: AuditResult;
};

export type ReportIssue = {
  reference: string;
  title: string;
  priority: IssuePriority;
  status: IssueStatus;
  /** Null when unassigned. */
  assignee: string | null;
  dueOn: string;
};

export type ReportData = {
  /** The day the records were read, which decides what is expired. */
  today: string;
  period: { start: string; end: string };
  /** The requested frameworks, in the framework directory's order. */
  frameworks: ReportFramework[];
  /** The organization's compliance score: the mean progress of the frameworks it follows, or null. */
  complianceScore: number | null;
  /** Evidence not archived whose framework is one of the report's, or linked to one of their controls; by name. */
  evidence: { summary: ReportEvidenceSummary; items: ReportEvidence[] };
  /** Policies not archived covering one of the report's frameworks, by name. */
  policies: ReportPolicy[];
  /** Audits of the report's frameworks whose dates overlap the period, earliest start first. */
  audits: ReportAudit[];
  /** The soonest scheduled or preparing audit of the report's frameworks from the report's day on, or null. */
  nextAudit: ReportAudit | null;
  /** The organization's CCPA issues not closed: most urgent priority first, then by due day and reference. */
  issues: ReportIssue[];
};
