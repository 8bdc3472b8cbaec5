import type { Evidence, EvidenceFile, EvidenceFrameworkCount, EvidenceProgress, EvidenceRecord, EvidenceStatus } from '@/lib/schemas/evidence';
import { frameworkLabels, trackedFrameworkCodes } from '@/lib/schemas/frameworks';
import { evidenceActionsFor } from './row-actions';
import { formatMegabytes } from './upload';

/** The calendar day of `now` as YYYY-MM-DD (UTC): the day a new upload is collected on. */
export function collectionDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A stored evidence item as the library lists it. */
export function evidenceRow(record: EvidenceRecord): Evidence {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    type: record.type,
    framework: record.framework,
    status: record.status,
    dateCollected: record.collectedOn,
    files: record.files.map((file) => ({ name: file.name, size: file.size })),
  };
}

/** "1 file, 0.5 MB" / "2 files, 3.4 MB" for an upload confirmation. */
export function describeFiles(files: readonly EvidenceFile[]): string {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return `${files.length} ${files.length === 1 ? 'file' : 'files'}, ${formatMegabytes(total)}`;
}

/**
 * What the upload confirms. Only the files' names and sizes are kept for now (their contents are not stored yet),
 * and the message says so rather than claiming the files were stored.
 */
export function uploadMessage(name: string, files: readonly EvidenceFile[]): string {
  return `Evidence "${name}" added (${describeFiles(files)}) and is now pending review. Only the file names and sizes are kept for now; the files themselves are not stored yet.`;
}

/** Collection progress per framework, in the framework list's order, only frameworks with evidence: verified of total. */
export function collectionProgress(counts: readonly EvidenceFrameworkCount[]): EvidenceProgress[] {
  return trackedFrameworkCodes.flatMap((framework) => {
    const total = counts.filter((count) => count.framework === framework).reduce((sum, count) => sum + count.total, 0);
    if (total <= 0) return [];
    const verified = counts.filter((count) => count.framework === framework).reduce((sum, count) => sum + count.verified, 0);
    return [
      {
        framework,
        label: frameworkLabels[framework],
        verified,
        total,
        percent: Math.round((verified / total) * 100),
        summary: `${verified} of ${total} ${total === 1 ? 'item' : 'items'} verified`,
      },
    ];
  });
}

/** Row actions that only look at an item: what a viewer is offered. */
const readOnlyActions: ReadonlySet<string> = new Set(['View', 'Download']);

/** A row's actions for the signed-in person: everything for editors, only View and Download for viewers. */
export function evidenceRowActions(status: EvidenceStatus, canEdit: boolean): readonly string[] {
  const actions = evidenceActionsFor(status);
  return canEdit ? actions : actions.filter((action) => readOnlyActions.has(action));
}
