import { z } from '@/lib/schemas/zod';
import { contentTypeOf } from '../file-signature';
import { checkUploadFiles } from '../upload';

/** Lone UTF-16 surrogates, which no header or storage can carry. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL = /[\u0000-\u001f\u007f]/g;
const MAX_NAME_LENGTH = 200;

/**
 * The name a file is kept under: the last part of what the browser sent (some send a path), without control
 * characters, at most 200 characters (the extension kept).
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '').trim();
  if (base.length <= MAX_NAME_LENGTH) return base || 'file';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** Where a file's bytes are kept: one key per file row, inside its organization's and its item's folders. */
export function evidenceStorageKey(organizationId: string, evidenceId: string, fileId: string): string {
  return `organizations/${organizationId}/evidence/${evidenceId}/${fileId}`;
}

/**
 * A Content-Disposition header that makes the browser save the file under its uploaded name: a plain-ASCII
 * `filename` (quotes, backslashes, controls and anything outside printable ASCII become '_') for old clients, and
 * the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded).
 */
export function attachmentDisposition(name: string): string {
  const safe = name.replace(LONE_SURROGATE, '\uFFFD');
  const fallback =
    [...safe].map((character) => (/^[\x20-\x7e]$/.test(character) && character !== '"' && character !== '\\' ? character : '_')).join('') ||
    'download';
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The text answered for a file recorded before files were kept: there are no bytes to send. */
export const NOT_KEPT_MESSAGE = 'This file was recorded before files were kept, so its contents cannot be downloaded.';

/** A file that passed every upload rule: its kept name, its bytes and the content type its bytes proved. */
export type CheckedUpload = { name: string; bytes: Uint8Array; contentType: string };

export type UploadCheck = { ok: true; files: CheckedUpload[] } | { ok: false; message: string };

/**
 * The files of an upload form (`formData.getAll('files')`), checked as the server must: count, type and size
 * first (without reading a byte), then each file's first bytes against its extension (a renamed
 * program is refused). The message names every refused file; the empty part a browser sends when no file is
 * chosen is ignored.
 */
export async function checkUploads(entries: readonly (FormDataEntryValue | null)[]): Promise<UploadCheck> {
  const files = entries.filter((value): value is File => value !== null && typeof value !== 'string' && value.name !== '');
  const listed = checkUploadFiles(files.map((file) => ({ name: file.name, size: file.size })));
  if (listed.length > 0) return { ok: false, message: listed.join(' ') };
  const checked: CheckedUpload[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = contentTypeOf(file.name, bytes);
    if (type.ok) checked.push({ name: cleanFileName(file.name), bytes, contentType: type.contentType });
    else refused.push(type.message);
  }
  return refused.length > 0 ? { ok: false, message: refused.join(' ') } : { ok: true, files: checked };
}

/**
 * The posted files of an upload form as a schema field: `checkUploads` as an async refinement, so a form's field
 * messages and its files' message are answered together, and the parsed value is the checked files.
 */
export const uploadedFilesField = z.array(z.unknown()).transform(async (entries, context): Promise<CheckedUpload[]> => {
  const checked = await checkUploads(
    entries.filter((entry): entry is FormDataEntryValue => typeof entry === 'string' || entry instanceof Blob),
  );
  if (checked.ok) return checked.files;
  context.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

/** The bytes of checked files, for the upload budget and the storage quota. */
export const uploadSize = (files: readonly CheckedUpload[]): number => files.reduce((total, file) => total + file.bytes.byteLength, 0);
