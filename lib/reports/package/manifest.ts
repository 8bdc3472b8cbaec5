/**
 * The auditor package's format: a ZIP of policies, evidence files, a control matrix and the controls' coverage of
 * the period, with a `manifest.json` that lists every file's SHA-256, size and source record, so anyone can check
 * later that nothing was changed. Since format 2 it also holds `SHA256SUMS`, which the system tools `sha256sum -c`
 * and `shasum -a 256 -c` check, and `VERIFY.txt`, which says how.
 */

export const PACKAGE_FORMAT = 'complia-auditor-package/2';
/** Packages made before SHA256SUMS and VERIFY.txt; they still verify against their manifest. */
export const PACKAGE_FORMAT_1 = 'complia-auditor-package/1';
/** The package's own files at its top; no packaged file may take their places. */
export const MANIFEST_PATH = 'manifest.json';
export const CHECKSUMS_PATH = 'SHA256SUMS';
export const VERIFY_NOTE_PATH = 'VERIFY.txt';
/** Also kept free: both checksum tools read a file named "-" as their standard input. */
const RESERVED_PATHS = new Set([MANIFEST_PATH, CHECKSUMS_PATH, VERIFY_NOTE_PATH, '-'].map((path) => path.toLowerCase()));

/** Whether `path` is one of the package's own files (or "-"), compared without case as Windows and macOS do. */
export const isReservedPath = (path: string) => RESERVED_PATHS.has(path.normalize('NFC').toLowerCase());

export type PackageSource = {
  /**
   * `register`: a file made from the organization's registers on the day (risk register, Statement of Applicability,
   * ISMS records); `audit-requests`: the audit's request list, samples or request comments.
   */
  type: 'policy' | 'evidence' | 'control-matrix' | 'control-coverage' | 'check-logic' | 'register' | 'audit-requests';
  /** The record's id, when the file comes from one. */
  id?: string;
  name: string;
  version?: string;
  /** Present when the record's author signed it off: a policy approved by its author, evidence verified by its uploader. */
  approval?: 'self-approved' | 'self-verified';
};

export type PackageEntry = {
  path: string;
  /** Lowercase hex. */
  sha256: string;
  /** Bytes. */
  size: number;
  source: PackageSource;
};

export type PackageManifest = {
  format: typeof PACKAGE_FORMAT | typeof PACKAGE_FORMAT_1;
  organization: string;
  framework: { id: string; name: string };
  /**
   * YYYY-MM-DD. `kind` says which period of the audit a package prepared from one covers: its observation period or
   * its fieldwork dates; absent for a package of a period chosen on Reports.
   */
  period: { start: string; end: string; kind?: 'observation' | 'fieldwork' };
  /** ISO 8601. */
  generatedAt: string;
  files: PackageEntry[];
};

// Windows refuses these names with any extension; a package must unpack everywhere.
const RESERVED_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const MAX_SEGMENT = 120;

/** One folder or file name that unpacks on Windows, macOS and Linux alike. */
function portableSegment(raw: string, fallback: string): string {
  let segment = raw
    .normalize('NFC')
    // Control characters (C0, DEL, C1), the characters Windows forbids in names and halves of a character
    // (which UTF-8 cannot encode, so the ZIP and SHA256SUMS would show another name).
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]|\p{Cs}/gu, '_')
    .replace(/[/\\]/g, '-')
    .trim()
    // Leading dots hide a file (and `..` climbs out); Windows drops trailing dots and spaces.
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (!segment) return fallback;
  if (RESERVED_NAMES.test(segment)) segment = `_${segment}`;
  return truncate(segment);
}

/** Shortens a name to MAX_SEGMENT characters, keeping a short extension. */
function truncate(segment: string): string {
  const characters = Array.from(segment);
  if (characters.length <= MAX_SEGMENT) return segment;
  const { stem, extension } = splitExtension(segment);
  const keep = extension.length <= 16 ? extension : '';
  return (
    Array.from(keep ? stem : segment)
      .slice(0, MAX_SEGMENT - Array.from(keep).length)
      .join('')
      .trimEnd() + keep
  );
}

function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { stem: name.slice(0, dot), extension: name.slice(dot) } : { stem: name, extension: '' };
}

/**
 * The path for a file named `name` in `folder` (which may be nested, `evidence/SOC 2`): relative, with forward
 * slashes, no `..`, no control or Windows-forbidden characters, and unique among the paths in `taken` — compared
 * without case, as Windows and macOS do — by adding " (2)", " (3)"… before the extension. The path is added to
 * `taken`, which this function alone should fill. The package's own files at the top (`manifest.json`,
 * `SHA256SUMS`, `VERIFY.txt`) are never given out.
 */
export function safeEntryPath(folder: string, name: string, taken: Set<string>): string {
  // A folder part that is nothing but dots or blanks (`..`, `.`) is dropped rather than followed.
  const folders = folder
    .split(/[/\\]+/)
    .map((part) => portableSegment(part, ''))
    .filter((part) => part !== '');
  const file = portableSegment(name, 'file');
  const prefix = folders.length ? `${folders.join('/')}/` : '';
  const { stem, extension } = splitExtension(file);
  const isTaken = (path: string) => taken.has(pathKey(path)) || isReservedPath(path);
  let path = prefix + file;
  for (let copy = 2; isTaken(path); copy++) path = `${prefix}${stem} (${copy})${extension}`;
  taken.add(pathKey(path));
  return path;
}

const pathKey = (path: string) => path.normalize('NFC').toLowerCase();

export type ControlMatrixRow = {
  /** The requirement's code, e.g. CC6.1. */
  requirement: string;
  requirementTitle: string;
  control: string;
  controlName: string;
  state: string;
  owner: string | null;
  /** The names of the evidence files attached to the control. */
  evidence: readonly string[];
  /** The names of those verified by their own uploader (marked self-verified in the Approval column). */
  selfVerified?: readonly string[];
};

const MATRIX_HEADER = ['Requirement', 'Requirement title', 'Control', 'Control name', 'State', 'Owner', 'Evidence', 'Approval'];

/**
 * A spreadsheet program runs a cell that starts with one of these as a formula (CSV injection); a leading
 * apostrophe makes it plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The control matrix as CSV (RFC 4180: CRLF line ends, quoted fields where needed), with a header row. Starts with
 * a byte order mark so Excel reads the UTF-8 names correctly.
 */
export function controlMatrixCsv(rows: readonly ControlMatrixRow[]): string {
  return csvText([
    MATRIX_HEADER,
    ...rows.map((row) => [
      row.requirement,
      row.requirementTitle,
      row.control,
      row.controlName,
      row.state,
      row.owner ?? '',
      row.evidence.join('; '),
      (row.selfVerified ?? []).map((name) => `self-verified: ${name}`).join('; '),
    ]),
  ]);
}

/**
 * Rows of cells as the package's CSV files are written (RFC 4180: CRLF line ends, quoted fields where needed, a
 * leading apostrophe before a formula), starting with a byte order mark so Excel reads the UTF-8 names correctly.
 */
export function csvText(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
