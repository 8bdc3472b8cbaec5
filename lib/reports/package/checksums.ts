/**
 * SHA256SUMS: the package's files and their SHA-256 in the format `sha256sum -c` (GNU coreutils) and
 * `shasum -a 256 -c` (Perl, as on macOS) read, so an auditor can check an unzipped package with tools they have.
 * One line per file, `<64 lowercase hex>  <path>`, with `\n` line ends, sorted by the path's UTF-8 bytes.
 *
 * Both tools would need an escaped form for a path with a backslash or a line break, and they do not agree on a
 * carriage return, so the package never holds such a path (write.ts refuses it) and this file has no escapes.
 */
import { CHECKSUMS_PATH } from './manifest';

/** Characters a path in SHA256SUMS must not hold: the tools would read them as an escape or a line end. */
const NEEDS_ESCAPE = /[\\\r\n]/;
const LINE = /^([0-9a-f]{64}) [ *](.+)$/;

export type Checksum = { path: string; sha256: string };

const byUtf8 = (a: Checksum, b: Checksum) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path));

/** The text of SHA256SUMS for `files`. Throws for a path the checksum tools could not read back as it is. */
export function checksumsText(files: readonly Checksum[]): string {
  return [...files]
    .sort(byUtf8)
    .map(({ path, sha256 }) => {
      if (NEEDS_ESCAPE.test(path) || path.length === 0) throw new Error(`SHA256SUMS cannot list the path "${path}" as it is.`);
      if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`"${sha256}" is not a SHA-256 in lowercase hex.`);
      return `${sha256}  ${path}\n`;
    })
    .join('');
}

/**
 * The lines of a SHA256SUMS file as path → SHA-256, or why it cannot be read: a line that is not
 * `<sha256>  <path>`, a path listed twice, or no line at all. A `*` (binary mode) before the path is accepted.
 */
export function parseChecksums(text: string): Map<string, string> | string {
  const sums = new Map<string, string>();
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  for (const [index, line] of lines.entries()) {
    const match = LINE.exec(line);
    if (!match) return `line ${index + 1} is not "<sha256>  <path>"`;
    const [, sha256, path] = match as unknown as [string, string, string];
    if (sums.has(path)) return `it lists "${path}" twice`;
    sums.set(path, sha256);
  }
  if (sums.size === 0) return 'it lists no file';
  return sums;
}

export type ChecksumFinding =
  /** The file's SHA-256 differs from its line. */
  | { path: string; kind: 'checksum'; expected: string; actual: string }
  /** SHA256SUMS lists a file that is not in the package, or leaves one out. */
  | { path: string; kind: 'checksum-list'; detail: string };

/**
 * Compares SHA256SUMS with the package: `present` holds every file's path except SHA256SUMS, `actual` the
 * SHA-256 of each file that could be hashed, and files in `reported` already have a problem of their own, so
 * their disagreement with SHA256SUMS is not counted twice.
 */
export function compareChecksums(
  sums: ReadonlyMap<string, string>,
  present: readonly string[],
  actual: ReadonlyMap<string, string>,
  reported: ReadonlySet<string>,
): ChecksumFinding[] {
  const findings: ChecksumFinding[] = [];
  for (const [path, expected] of sums) {
    if (reported.has(path)) continue;
    if (!present.includes(path)) {
      findings.push({ path: CHECKSUMS_PATH, kind: 'checksum-list', detail: `it lists "${path}", which is not in the package` });
      continue;
    }
    const hash = actual.get(path);
    if (hash !== undefined && hash !== expected) findings.push({ path, kind: 'checksum', expected, actual: hash });
  }
  for (const path of present) {
    if (!sums.has(path) && !reported.has(path)) {
      findings.push({ path: CHECKSUMS_PATH, kind: 'checksum-list', detail: `it does not list "${path}"` });
    }
  }
  return findings;
}
