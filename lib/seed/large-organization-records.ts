import 'server-only';
import { controlIdsOf } from '@/lib/catalog/controls';
import { filledTemplateBody, hipaaPolicyTemplates, policyTemplates } from '@/lib/catalog/policy-templates';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import { reviewDueFrom } from '@/lib/domain/policies/lifecycle';
import { auditTypeLabels } from '@/lib/schemas/audits/records';
import type { EvidenceType } from '@/lib/schemas/evidence/records';
import { frameworkLabels, trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';
import type { AuditImport } from '@/lib/workspace/bulk-import';
import type { EvidenceImport, PolicyImport } from '@/lib/workspace/bulk-import-records';
import { samplePdf } from './evidence-sample-files';
import type { Random } from './large-organization-random';

// The large organization's evidence, policies and audits: a realistic spread of statuses, types, frameworks and dates,
// drawn from a seeded source so every run gives the same figures.

/** The moment `days` after `now` (negative: before), at a given hour of the day (UTC). */
export function dayAt(now: Date, days: number, hour = 10): Date {
  const moment = new Date(now.getTime() + days * DAY_MS);
  moment.setUTCHours(hour, 0, 0, 0);
  return moment;
}

/** The calendar day `days` after `now`, YYYY-MM-DD. */
export const dayFrom = (now: Date, days: number) => dayOf(dayAt(now, days));

const subjects: readonly (readonly [name: string, type: EvidenceType, description: string])[] = [
  ['Access Control Logs', 'system-log', 'Export of privileged access and login events from the identity provider.'],
  ['Access Review Sign-off', 'document', 'Quarterly user access review, signed off by each system owner.'],
  ['Firewall Configuration', 'screenshot', 'Production firewall rules and network segmentation.'],
  ['Vulnerability Scan Report', 'document', 'Authenticated scan of the production network with remediation status.'],
  ['Penetration Test Report', 'document', 'Findings of the external penetration test and their fixes.'],
  ['Backup Job Logs', 'system-log', 'Nightly backup results for the primary database cluster.'],
  ['Restore Test Record', 'document', 'Result of the restore test from the latest backups.'],
  ['Encryption Certificate', 'certificate', 'TLS certificate chain of the customer-facing API.'],
  ['Key Rotation Record', 'system-log', 'Rotation of the data encryption keys in the key management service.'],
  ['Security Training Records', 'document', 'Completion records of the security awareness training.'],
  ['Background Check Confirmations', 'document', 'Background check confirmations for new hires.'],
  ['Incident Response Exercise', 'document', 'Tabletop exercise of the incident response plan and its lessons.'],
  ['Change Approval Records', 'system-log', 'Approved change tickets with their reviewers.'],
  ['Vendor Security Assessment', 'document', 'Security questionnaire and review of a critical vendor.'],
  ['Data Processing Agreement', 'document', 'Signed DPA with a processor of personal data.'],
  ['Consumer Request Log', 'system-log', 'Log of access and deletion requests with their response dates.'],
  ['Cookie Consent Screenshots', 'screenshot', 'The consent banner and preference centre of the public site.'],
  ['Endpoint Protection Dashboard', 'screenshot', 'Coverage of the endpoint protection agent across laptops.'],
  ['MFA Enforcement Settings', 'screenshot', 'Identity provider settings that require multi-factor sign-in.'],
  ['Information Security Policy Acknowledgements', 'policy', 'Employee acknowledgements of the current policy version.'],
  ['Risk Register Extract', 'document', 'Open risks with owners, ratings and treatment plans.'],
  ['Physical Access Logs', 'system-log', 'Badge access to the office server room.'],
  ['Business Continuity Test', 'document', 'Failover test of the primary region and its recovery times.'],
  ['PCI Segmentation Test', 'document', 'Test that the cardholder data environment is isolated.'],
  ['SOC Report of Cloud Provider', 'certificate', 'The hosting provider’s SOC 2 Type II report and bridge letter.'],
];

const failureReasons = [
  'The export does not cover the whole period.',
  'The sign-off is missing for two systems.',
  'The certificate chain ends at an intermediate certificate.',
  'Three nights of the month have no result.',
  'The document is a draft, not the signed version.',
];

/** Per framework, the library controls that map to one of its requirements: the links an item can have. */
const controlsFor = new Map(trackedFrameworkCodes.map((code) => [code, controlIdsOf(code)]));

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * `count` evidence items collected over the last two years: 60% verified, 25% pending, 15% failed; about a third
 * expire (some already, some within a month), 3% archived, 40% linked to one to three controls of their
 * framework. `files` of them, spread evenly, carry a small real PDF.
 */
export function largeEvidence(random: Random, count: number, files: number, now: Date): EvidenceImport[] {
  const withFile = new Set(Array.from({ length: Math.min(files, count) }, (_, index) => Math.floor((index * count) / Math.max(files, 1))));
  return Array.from({ length: count }, (_, index): EvidenceImport => {
    const [subject, type, description] = random.pick(subjects);
    const framework = random.weighted(trackedFrameworkCodes.map((code) => [code, code === 'soc2' || code === 'iso27001' ? 3 : 2] as const));
    const collectedDaysAgo = random.between(1, 730);
    const collected = dayAt(now, -collectedDaysAgo, random.between(7, 19));
    const collectedOn = dayOf(collected);
    const status = random.weighted([
      ['verified', 60],
      ['pending', 25],
      ['failed', 15],
    ] as const);
    const name = `${subject} ${collected.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })} (${frameworkLabels[framework]})`;
    const expiresOn = random.chance(0.33) ? dayFrom(collected, random.between(30, 730)) : null;
    const pdf = withFile.has(index)
      ? samplePdf(name, [description, `Collected on ${collectedOn}.`, 'Sample file of the large organization.'])
      : undefined;
    return {
      name,
      description,
      type,
      framework,
      status,
      collectedOn,
      failureReason: status === 'failed' ? random.pick(failureReasons) : '',
      expiresOn,
      archivedAt: random.chance(0.03) ? dayAt(now, -random.between(1, collectedDaysAgo)) : null,
      createdAt: collected,
      updatedAt: collected,
      controls: random.chance(0.4) ? random.sample(controlsFor.get(framework) ?? [], random.between(1, 3)) : [],
      file: pdf ? { name: `${slug(name)}.pdf`, bytes: pdf, contentType: 'application/pdf' } : undefined,
    };
  });
}

const units = [
  'Corporate',
  'Engineering',
  'Payments',
  'Data Platform',
  'Customer Support',
  'Sales',
  'Marketing',
  'Finance',
  'People',
  'Legal',
  'Infrastructure',
  'Mobile',
  'Analytics',
  'Clinical',
  'Research',
  'Security',
  'IT',
  'Procurement',
  'Partnerships',
  'Operations',
  'Product',
  'Design',
  'Facilities',
  'Treasury',
  'Risk',
];
const regions = ['Global', 'North America', 'EMEA', 'APAC', 'LATAM'];
const templates = [...policyTemplates, ...hipaaPolicyTemplates];

/**
 * `count` policies, each a template's text for one business unit and region: 55% approved (about one in eight of
 * those past their review day, so Expired, and one in twelve due within 30 days), 15% under review, 25% drafts and
 * 5% archived. Every approved policy keeps its approved text, and some their earlier versions too.
 */
export function largePolicies(
  random: Random,
  count: number,
  now: Date,
  organizationName: string,
  people: readonly string[],
  approver: string,
): PolicyImport[] {
  const bodies = new Map(templates.map((template) => [template.id, filledTemplateBody(template, organizationName)]));
  const scopes = units.flatMap((unit) => regions.map((region) => `${unit}, ${region}`));
  return Array.from({ length: count }, (_, index): PolicyImport => {
    const template = templates[index % templates.length]!;
    const round = Math.floor(index / (templates.length * scopes.length));
    const name = `${template.name} (${scopes[Math.floor(index / templates.length) % scopes.length]}${round > 0 ? ` ${round + 1}` : ''})`;
    const status = random.weighted([
      ['approved', 55],
      ['review', 15],
      ['draft', 25],
      ['archived', 5],
    ] as const);
    const reviewFrequencyMonths = random.weighted([
      [12, 70],
      [6, 15],
      [24, 15],
    ] as const);
    const major = random.between(1, 4);
    const versionLabel = `v${major}.${random.between(0, 3)}`;
    const base = {
      name,
      description: template.description,
      versionLabel,
      body: bodies.get(template.id)!,
      frameworks: template.frameworks,
      owner: random.pick(people),
      reviewFrequencyMonths,
    };
    if (status !== 'approved') {
      const updatedAt = dayAt(now, -random.between(1, 120));
      const createdAt = dayAt(updatedAt, -random.between(0, 400));
      return {
        ...base,
        status: status === 'archived' ? 'draft' : status,
        createdAt,
        updatedAt,
        archivedAt: status === 'archived' ? updatedAt : null,
      };
    }
    // Due within its review period from now at the latest, so the approval it counts from is in the past.
    const dueIn = random.weighted([
      [-random.between(1, 200), 12],
      [random.between(0, 30), 8],
      [random.between(31, reviewFrequencyMonths * 30 - 2), 80],
    ] as const);
    const reviewDueOn = dayFrom(now, dueIn);
    const approvedAt = new Date(`${reviewDueFrom(reviewDueOn, -reviewFrequencyMonths)}T15:00:00Z`);
    const earlier = Array.from({ length: Math.min(major - 1, random.between(0, 2)) }, (_, step) => ({
      label: `v${major - step - 1}.0`,
      approvedAt: dayAt(approvedAt, -365 * (step + 1)),
      approvedByName: approver,
    }));
    const createdAt = dayAt(approvedAt, -365 * earlier.length - random.between(10, 60));
    return {
      ...base,
      status,
      reviewDueOn,
      approvedAt,
      createdAt,
      updatedAt: approvedAt,
      approvals: [{ label: versionLabel, approvedAt, approvedByName: approver }, ...earlier],
    };
  });
}

const auditors = [
  'Deloitte & Touche',
  'PwC Assurance',
  'KPMG Advisory',
  'EY Risk Services',
  'BSI Group',
  'Schellman',
  'A-LIGN',
  'Coalfire',
  'Trustwave',
  'Internal Audit Team',
];
const cancellationReasons = [
  'The auditor rescheduled into the next quarter.',
  'The scope moved into the annual audit.',
  'The system in scope was retired.',
];

/**
 * `count` audits over the last five years and the next one: past ones completed (Pass or Conditional Pass) or
 * now and then cancelled, those under way in progress, future ones scheduled or, near their start, preparing.
 */
export function largeAudits(random: Random, count: number, now: Date): AuditImport[] {
  return Array.from({ length: count }, (_, index): AuditImport => {
    const framework = random.pick(trackedFrameworkCodes);
    const type = random.weighted([
      ['external', 40],
      ['internal', 35],
      ['certification', 25],
    ] as const);
    const startIn = random.between(-1800, 365);
    const endIn = startIn + random.between(1, 21);
    const start = dayAt(now, startIn);
    const status: AuditImport['status'] =
      endIn < 0
        ? random.chance(0.9)
          ? 'completed'
          : 'cancelled'
        : startIn <= 0
          ? 'in-progress'
          : startIn <= 45 && random.chance(0.5)
            ? 'preparing'
            : 'scheduled';
    const scope = units[index % units.length]!;
    return {
      name: `${frameworkLabels[framework]} ${auditTypeLabels[type]} Audit ${start.getUTCFullYear()} (${scope})`,
      type,
      framework,
      auditor: type === 'internal' ? 'Internal Audit Team' : random.pick(auditors),
      startOn: dayOf(start),
      endOn: dayFrom(now, endIn),
      description: `${auditTypeLabels[type]} review of the ${frameworkLabels[framework]} controls of ${scope}.`,
      status,
      result:
        status === 'completed'
          ? random.weighted([
              ['Pass', 75],
              ['Conditional Pass', 25],
            ] as const)
          : 'Pending',
      cancellationReason: status === 'cancelled' ? random.pick(cancellationReasons) : '',
      createdAt: dayAt(now, Math.min(startIn, 0) - random.between(20, 90)),
      updatedAt: dayAt(now, Math.min(endIn, -1)),
    };
  });
}
