import type { Evidence, EvidenceFileLink, EvidenceFrameworkCount, EvidenceProgress, EvidenceRecord } from '@/lib/schemas/evidence';
import { frameworkLabels, trackedFrameworkCodes } from '@/lib/schemas/frameworks';
import { expiresSoonIn } from './evidence-expiry';
import { formatMegabytes, type UploadCandidate } from './upload';

/** The calendar day of `now` as YYYY-MM-DD (UTC): the day a new upload is collected on. */
export function collectionDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** An item is expired once its expiry day (YYYY-MM-DD) has passed; on the day itself it still counts. */
export function isExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}

/** A stored evidence item as the library lists it, with the files of its current revision. */
export function evidenceRow(record: EvidenceRecord, files: readonly EvidenceFileLink[], today: string): Evidence {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    type: record.type,
    framework: record.framework,
    status: record.status,
    dateCollected: record.collectedOn,
    expiresOn: record.expiresOn,
    expired: isExpired(record.expiresOn, today),
    // An archived item counts nowhere, so its coming expiry warns nobody.
    expiresSoonIn: record.archivedAt === null ? expiresSoonIn(record.expiresOn, today) : null,
    archived: record.archivedAt !== null,
    files: files.map((file) => ({ id: file.id, name: file.name, size: file.size })),
    version: record.version,
  };
}

/** "1 file, 0.5 MB" / "2 files, 3.4 MB" for an upload confirmation. */
export function describeFiles(files: readonly UploadCandidate[]): string {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return `${files.length} ${files.length === 1 ? 'file' : 'files'}, ${formatMegabytes(total)}`;
}

/** What the upload confirms once the files are stored. */
export function uploadMessage(name: string, files: readonly UploadCandidate[]): string {
  return `Evidence "${name}" added (${describeFiles(files)}) and is now pending review.`;
}

/** A file size for people: "512 B", "12.3 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return formatMegabytes(bytes);
}

/** The first 12 hex digits of a SHA-256, enough to compare by eye; the full value goes in a title. */
export function shortHash(sha256: string): string {
  return sha256.slice(0, 12);
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

/** A control of the library matches the search when every word appears in its code or name (any case). */
export function controlMatches(search: string, control: { id: string; name: string }): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${control.id} ${control.name}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
