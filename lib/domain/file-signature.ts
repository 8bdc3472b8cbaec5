import { allowedUploadExtensions } from './upload';

// Hand-written rather than the `file-type` package: its current major needs Node 22 or later and ships only ES
// modules, and uploads accept just six types.

export type ContentTypeCheck = { ok: true; contentType: string } | { ok: false; message: string };

type Extension = (typeof allowedUploadExtensions)[number];
type Kind = { label: string; contentType: string; matches: (bytes: Uint8Array) => boolean };

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];
const WINDOWS_PROGRAM = ascii('MZ');
const ELF_PROGRAM = [0x7f, 0x45, 0x4c, 0x46];

/**
 * The names of a ZIP archive's entries, read from each local file header (signature, then the name's length at
 * offset 26 and the name at offset 30). Headers are found by searching, since an entry written as a stream does
 * not say its size up front.
 */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  for (let at = 0; at + 30 <= bytes.length; at++) {
    if (bytes[at] !== 0x50 || bytes[at + 1] !== 0x4b || bytes[at + 2] !== 0x03 || bytes[at + 3] !== 0x04) continue;
    const nameLength = bytes[at + 26]! | (bytes[at + 27]! << 8);
    const end = at + 30 + nameLength;
    if (end > bytes.length) continue;
    names.push(String.fromCharCode(...bytes.subarray(at + 30, end)));
  }
  return names;
}

/** A Word document (Office Open XML): a ZIP holding the package's content-type list and the word/ folder. */
function isWordPackage(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP_ENTRY)) return false;
  const names = zipEntryNames(bytes);
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

const jpeg: Kind = { label: 'a JPEG image', contentType: 'image/jpeg', matches: (bytes) => startsWith(bytes, JPEG) };

const kinds: Record<Extension, Kind> = {
  '.pdf': { label: 'a PDF file', contentType: 'application/pdf', matches: (bytes) => startsWith(bytes, PDF) },
  '.doc': { label: 'a Word document', contentType: 'application/msword', matches: (bytes) => startsWith(bytes, OLE2) },
  '.docx': {
    label: 'a Word document',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: isWordPackage,
  },
  '.png': { label: 'a PNG image', contentType: 'image/png', matches: (bytes) => startsWith(bytes, PNG) },
  '.jpg': jpeg,
  '.jpeg': jpeg,
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The content type of an uploaded file, from its extension, once its first bytes show it really is that type;
 * otherwise a message naming the file. Programs (Windows or Linux executables) are refused whatever their name.
 */
export function contentTypeOf(name: string, bytes: Uint8Array): ContentTypeCheck {
  const kind = (kinds as Record<string, Kind | undefined>)[extensionOf(name)];
  if (!kind) return { ok: false, message: `"${name}" is not an accepted file type. Use PDF, DOC, DOCX, PNG, JPG or JPEG.` };
  if (bytes.length === 0) return { ok: false, message: `"${name}" is empty.` };
  if (startsWith(bytes, WINDOWS_PROGRAM) || startsWith(bytes, ELF_PROGRAM)) {
    return { ok: false, message: `"${name}" is a program, not ${kind.label}: programs cannot be uploaded.` };
  }
  if (!kind.matches(bytes)) {
    return { ok: false, message: `"${name}" is not ${kind.label}: its contents do not match its extension.` };
  }
  return { ok: true, contentType: kind.contentType };
}
