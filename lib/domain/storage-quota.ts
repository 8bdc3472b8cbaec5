import { formatBytes } from './evidence/display';

const GIGABYTE = 1024 * 1024 * 1024;

/** A stored amount for people: "512 B", "12.3 KB", "2.4 MB", "1.25 GB" (whole gigabytes without decimals). */
export function formatStorage(bytes: number): string {
  if (bytes < GIGABYTE) return formatBytes(bytes);
  const gigabytes = bytes / GIGABYTE;
  return Number.isInteger(gigabytes) ? `${gigabytes} GB` : `${gigabytes.toFixed(2)} GB`;
}

/** An organization's stored files against its quota, as Settings shows it. */
export type StorageUse = { usedBytes: number; quotaBytes: number; percent: number; summary: string };

export function storageUse(usedBytes: number, quotaBytes: number): StorageUse {
  const percent = Math.min(100, Math.round((usedBytes / quotaBytes) * 100));
  return { usedBytes, quotaBytes, percent, summary: `${formatStorage(usedBytes)} of ${formatStorage(quotaBytes)} used` };
}

/** The refusal of an upload that would not fit, saying how much room is left; null when it fits. */
export function quotaRefusal(uploadBytes: number, usedBytes: number, quotaBytes: number): string | null {
  if (usedBytes + uploadBytes <= quotaBytes) return null;
  const left = Math.max(0, quotaBytes - usedBytes);
  return (
    `This upload is ${formatStorage(uploadBytes)}, but your organization has ${formatStorage(left)} of its ` +
    `${formatStorage(quotaBytes)} storage left. An administrator can free room by deleting the files of archived evidence.`
  );
}
