import type { Evidence, EvidenceFile, EvidenceUpload } from '@/lib/schemas/evidence';
import type { Policy, PolicyCreate } from '@/lib/schemas/policy';
import type { Audit, AuditSchedule } from '@/lib/schemas/audit';
import type { Report, ReportGenerate } from '@/lib/schemas/report';
import { formatMegabytes } from './upload';

/** The calendar day of `now` as YYYY-MM-DD (UTC). */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A newly uploaded item waits for review (status pending, shown as Pending Review). */
export function newEvidence(id: string, input: EvidenceUpload, files: readonly EvidenceFile[], now: Date): Evidence {
  return { id, ...input, status: 'pending', dateCollected: isoDay(now), files: [...files] };
}

/** A new policy starts as a v1.0 draft of its primary framework; its review is not due until approved. */
export function newPolicy(id: string, input: PolicyCreate): Policy {
  return {
    id,
    name: input.name,
    version: 'v1.0',
    description: input.description,
    status: 'draft',
    frameworks: [input.framework],
    owner: input.owner,
    lastUpdated: 'Just now',
    reviewDue: 'N/A',
    reviewFrequencyMonths: Number(input.reviewFrequency),
  };
}

/** A scheduled audit has no result yet. */
export function newAudit(id: string, input: AuditSchedule): Audit {
  return { id, ...input, status: 'scheduled', result: 'Pending' };
}

/** A requested report is listed as Generating until the file is ready. */
export function newReport(id: string, input: ReportGenerate): Report {
  return { id, ...input, generated: 'Just now', status: 'generating', size: '—' };
}

/** "2 files, 3.4 MB" for an upload confirmation. */
export function describeFiles(files: readonly EvidenceFile[]): string {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return `${files.length} ${files.length === 1 ? 'file' : 'files'}, ${formatMegabytes(total)}`;
}
