import type { Evidence, EvidenceFileLink, EvidenceProgress, EvidenceRecord } from '@/lib/schemas/evidence/records';
import { expiresSoonIn } from './expiry';
import { formatMegabytes, type UploadCandidate } from '../upload';
import { holdsEveryWord } from '../search-words';

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

/** A followed framework as the collection panel reads it: its id, name and the library controls mapped to it. */
export type CollectionFramework = { id: string; name: string; controlIds: readonly string[] };

/**
 * The automated collection panel, per framework in the order given: the share of its controls backed by a passing
 * check or current evidence (`backed`, which already leaves out the controls a check fails), and how many of them a
 * passing check backs (`checked`). Frameworks without controls are left out.
 */
export function collectionProgress(
  frameworks: readonly CollectionFramework[],
  backed: ReadonlySet<string>,
  checked: ReadonlySet<string>,
): EvidenceProgress[] {
  return frameworks.flatMap(({ id, name, controlIds }) => {
    const total = controlIds.length;
    if (total === 0) return [];
    const backedIds = controlIds.filter((control) => backed.has(control));
    const byChecks = backedIds.filter((control) => checked.has(control)).length;
    return [
      {
        framework: id,
        label: name,
        backed: backedIds.length,
        byChecks,
        total,
        percent: Math.round((backedIds.length / total) * 100),
        summary: `${backedIds.length} of ${total} ${total === 1 ? 'control' : 'controls'} backed, ${byChecks} by a passing check`,
      },
    ];
  });
}

/** A control of the library matches the search when every word appears in its code or name (any case). */
export function controlMatches(search: string, control: { id: string; name: string }): boolean {
  return holdsEveryWord(search, [control.id, control.name]);
}
