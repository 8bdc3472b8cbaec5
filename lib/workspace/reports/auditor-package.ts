import 'server-only';
import { PassThrough } from 'node:stream';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidenceFiles } from '@/lib/db/schema';
import { auditPeriodKind, collectedWithinPeriod, type AuditPeriodKind } from '@/lib/domain/reports/auditor-package-period';
import { dayOf } from '@/lib/domain/calendar-days';
import type { JobContext } from '@/lib/jobs/runner';
import type { ReportData, ReportEvidence } from '@/lib/reports/data';
import { controlIdsOf } from '@/lib/catalog/controls';
import { checkLogicText, publishedCheck } from '@/lib/checks/published';
import { allChecks } from '@/lib/integrations/connectors';
import { controlCoverageCsv, controlCoverageRows } from '@/lib/reports/package/coverage';
import { controlMatrixCsv, safeEntryPath, type ControlMatrixRow } from '@/lib/reports/package/manifest';
import { writePackage, type PackageFile } from '@/lib/reports/package/write';
import { controlStateLabels } from '@/lib/schemas/frameworks/control-state';
import { fileStorage, type StoredObject } from '@/lib/storage';
import { auditRequestPackageFiles } from '../audit-requests';
import { getAudit } from '../audits';
import { checkRunsForPeriod } from '../checks';
import { WorkspaceError, type Member } from '../member';
import { buildPolicyPdf, policyPdfFileName } from '@/lib/reports/render/policy-pdf';
import { policyPdfSource } from '../policies';
import { loadReportData } from './data';
import { reportStorageKey } from './files';
import { registerFiles } from './package-registers';
import type { ReportJob } from './job-queue';

/**
 * The control matrix: one row per requirement and mapped control, with its state, owner and the names of the
 * package's evidence for it (`evidence`, the items in the period's evidence window).
 */
function matrixRows(data: ReportData, evidence: readonly ReportEvidence[]): ControlMatrixRow[] {
  return data.frameworks.flatMap((framework) =>
    framework.requirements.flatMap((requirement) =>
      requirement.controls.map((control) => {
        const inWindow = evidence.filter((item) => item.controls.includes(control.id)).sort((a, b) => a.name.localeCompare(b.name));
        return {
          requirement: requirement.id,
          requirementTitle: requirement.title,
          control: control.id,
          controlName: control.name,
          state: controlStateLabels[control.state],
          owner: control.owner,
          evidence: inWindow.map((item) => item.name),
          selfVerified: inWindow.filter((item) => item.selfVerified).map((item) => item.name),
        };
      }),
    ),
  );
}

/**
 * Evidence that counts for one of the framework's controls on the day (verified, current and not expired) and was
 * collected by the end of the package's period.
 */
function countingEvidence(data: ReportData): ReportEvidence[] {
  const controls = new Set(
    data.frameworks.flatMap((framework) =>
      framework.requirements.flatMap((requirement) => requirement.controls.map((control) => control.id)),
    ),
  );
  return data.evidence.items.filter(
    (item) =>
      item.status === 'verified' &&
      !item.expired &&
      collectedWithinPeriod(item.collectedOn, data.period) &&
      item.controls.some((id) => controls.has(id)),
  );
}

/** The automated checks mapped to a control of the package's framework, with their published logic. */
function frameworkChecks(data: { frameworks: readonly { id: string }[] }) {
  const controls = new Set(data.frameworks.flatMap((framework) => controlIdsOf(framework.id)));
  return allChecks.filter((check) => check.controls.some((id) => controls.has(id))).map(publishedCheck);
}

/** The ids of the automated checks mapped to each control. */
function checksByControl(): Map<string, Set<string>> {
  const byControl = new Map<string, Set<string>>();
  for (const check of allChecks) {
    for (const control of check.controls) byControl.set(control, (byControl.get(control) ?? new Set()).add(check.id));
  }
  return byControl;
}

type KeptFile = { evidenceId: string; name: string; revision: number; storageKey: string };

/** The files of each item's newest revision that has stored contents. */
async function currentFiles(member: Member, evidenceIds: readonly string[]): Promise<KeptFile[]> {
  if (evidenceIds.length === 0) return [];
  const db = await getDb();
  const rows = (await db
    .select({
      evidenceId: evidenceFiles.evidenceId,
      name: evidenceFiles.name,
      revision: evidenceFiles.revision,
      storageKey: evidenceFiles.storageKey,
    })
    .from(evidenceFiles)
    .where(
      and(
        eq(evidenceFiles.organizationId, member.organizationId),
        inArray(evidenceFiles.evidenceId, [...evidenceIds]),
        isNotNull(evidenceFiles.storageKey),
      ),
    )
    .orderBy(evidenceFiles.name, evidenceFiles.id)) as KeptFile[];
  const newest = new Map<string, number>();
  for (const row of rows) newest.set(row.evidenceId, Math.max(newest.get(row.evidenceId) ?? 0, row.revision));
  return rows.filter((row) => row.revision === newest.get(row.evidenceId));
}

/**
 * The package's files in order (policies, evidence, control matrix, control coverage, registers), reporting progress
 * as each one's turn comes.
 */
async function* packageFiles(
  reader: Member,
  data: ReportData,
  context: JobContext,
  generatedAt: Date,
  auditId: string | null,
): AsyncGenerator<PackageFile> {
  const taken = new Set<string>();
  const policies = data.policies.filter((policy) => policy.status === 'approved');
  const evidence = countingEvidence(data);
  const files = await currentFiles(
    reader,
    evidence.map((item) => item.id),
  );
  const registers = registerFiles(reader, data.frameworks[0]?.id ?? '', generatedAt);
  const requestFiles = auditId === null ? [] : await auditRequestPackageFiles(reader, auditId).catch(absentAudit);
  const total = policies.length + files.length + 2 + registers.length + requestFiles.length;
  let done = 0;
  const next = () => context.progress(10 + (85 * done++) / total);

  for (const policy of policies) {
    await next();
    const source = await policyPdfSource(reader, policy.id, data.today);
    yield {
      path: safeEntryPath('policies', policyPdfFileName(policy.name, policy.version), taken),
      source: {
        type: 'policy',
        id: policy.id,
        name: policy.name,
        version: policy.version,
        ...(policy.selfApproved ? { approval: 'self-approved' as const } : {}),
      },
      open: () => buildPolicyPdf(source),
    };
  }
  const names = new Map(evidence.map((item) => [item.id, item.name]));
  const selfVerified = new Set(evidence.filter((item) => item.selfVerified).map((item) => item.id));
  for (const file of files) {
    await next();
    const name = names.get(file.evidenceId) ?? 'Evidence';
    yield {
      path: safeEntryPath(`evidence/${name}`, file.name, taken),
      source: {
        type: 'evidence',
        id: file.evidenceId,
        name: `${name}: ${file.name}`,
        version: `revision ${file.revision}`,
        ...(selfVerified.has(file.evidenceId) ? { approval: 'self-verified' as const } : {}),
      },
      open: async () => {
        const opened = await fileStorage().openRead(file.storageKey);
        if (!opened) throw new Error(`The file ${file.name} of the evidence ${name} is missing from storage.`);
        return opened.stream;
      },
    };
  }
  await next();
  yield {
    path: safeEntryPath('', 'control-matrix.csv', taken),
    source: { type: 'control-matrix', name: 'Control matrix' },
    open: async () => Buffer.from(controlMatrixCsv(matrixRows(data, evidence))),
  };
  await next();
  yield {
    path: safeEntryPath('', 'control-coverage.csv', taken),
    source: { type: 'control-coverage', name: 'Control coverage' },
    open: async () => {
      const runs = await checkRunsForPeriod(reader, data.period);
      return Buffer.from(controlCoverageCsv(controlCoverageRows(data, runs, checksByControl())));
    },
  };
  const checks = frameworkChecks(data);
  if (checks.length > 0) {
    await next();
    yield {
      path: safeEntryPath('', 'check-logic.md', taken),
      source: { type: 'check-logic', name: 'Logic of the automated checks' },
      open: async () => Buffer.from(`# Logic of the automated checks\n\n${checks.map(checkLogicText).join('\n')}`),
    };
  }
  for (const register of registers) {
    await next();
    yield { path: safeEntryPath('records', register.name, taken), source: register.source, open: register.open };
  }
  for (const file of requestFiles) {
    await next();
    yield {
      path: safeEntryPath('audit', file.name, taken),
      source: { type: 'audit-requests', id: auditId!, name: file.title },
      open: async () => Buffer.from(file.text),
    };
  }
}

/** An audit deleted since the package was asked for has no requests to add. */
function absentAudit(error: unknown): never[] {
  if (error instanceof WorkspaceError && error.kind === 'not-found') return [];
  throw error;
}

/** Which period of its audit a package covers (observation or fieldwork), or undefined for a package of Reports. */
async function periodKind(reader: Member, job: ReportJob): Promise<AuditPeriodKind | undefined> {
  if (job.auditId === null) return undefined;
  // An audit deleted since the request leaves the period unqualified.
  const audit = await getAudit(reader, job.auditId).catch((error: unknown) => {
    if (error instanceof WorkspaceError && error.kind === 'not-found') return null;
    throw error;
  });
  return (audit && auditPeriodKind(audit, { start: job.startOn, end: job.endOn })) ?? undefined;
}

/**
 * An auditor package job's work: one ZIP of the framework's approved policies as PDF, the current files of the
 * evidence that counts for its controls and was collected by the period's end, the control matrix and each
 * control's coverage of the period (days with current evidence or passing checks, and the gaps) as CSV, the
 * registers of the day under records/ (the risk register; for ISO 27001 the Statement of Applicability), and
 * manifest.json (which states the period, and for an audit's package whether it is the observation period),
 * streamed into storage as it is written, so a package larger than memory still works.
 */
export async function makeAuditorPackage(job: ReportJob, reader: Member, context: JobContext): Promise<StoredObject> {
  await context.progress(2);
  const generatedAt = new Date();
  const data = await loadReportData(reader, { frameworks: job.frameworks, startOn: job.startOn, endOn: job.endOn }, dayOf(generatedAt));
  const framework = data.frameworks[0];
  if (!framework) throw new Error('An auditor package covers one framework; this one names none.');
  await context.progress(8);

  const zip = new PassThrough();
  const stored = fileStorage().putStream(reportStorageKey(job, 'zip'), zip, 'application/zip');
  // If writing fails, the stream is destroyed and the store rejects too: that second rejection is expected.
  stored.catch(() => {});
  const base = {
    organization: reader.organizationName,
    framework: { id: framework.id, name: framework.name },
    period: { ...data.period, kind: await periodKind(reader, job) },
    generatedAt: generatedAt.toISOString(),
  };
  await writePackage(zip, base, packageFiles(reader, data, context, generatedAt, job.auditId), { compress: true });
  return stored;
}
