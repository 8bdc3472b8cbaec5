/**
 * Checks an auditor package against its own manifest: every listed file must be in the ZIP with the listed size and
 * SHA-256, and nothing else may be there but the package's own files. SHA256SUMS, when the package's format has one,
 * must list every other file with the SHA-256 it has. Files are hashed as they stream out of the ZIP, one at a time,
 * through the bounded reader of uploads, so a crafted package cannot keep the check inflating without end.
 */
import { createHash } from 'node:crypto';
import type { Entry } from 'yauzl';
import { BoundedZip, UnpackLimitError, type UnpackLimits } from '@/lib/uploads/bounded-zip';
import { z } from 'zod';
import { compareChecksums, parseChecksums } from './checksums';
import { CHECKSUMS_PATH, MANIFEST_PATH, PACKAGE_FORMAT, PACKAGE_FORMAT_1, VERIFY_NOTE_PATH, type PackageManifest } from './manifest';

export type PackageProblem = {
  path: string;
  /**
   * changed, size: differs from the manifest; missing: listed (in the manifest or SHA256SUMS) but absent;
   * unexpected: in the package, not in the manifest; checksum: differs from its line in SHA256SUMS;
   * checksum-list: SHA256SUMS (the path) cannot be read, or does not list the package's files.
   */
  kind: 'changed' | 'missing' | 'unexpected' | 'size' | 'checksum' | 'checksum-list';
  /** The SHA-256 listed (changed, checksum) or the size in bytes (size). */
  expected?: string;
  /** The package's SHA-256 (changed, checksum) or size in bytes (size); absent when the data could not be read. */
  actual?: string;
  /** Why, when the data could not be read (damaged or unsupported compression), or how SHA256SUMS disagrees. */
  detail?: string;
};

export type PackageVerification = {
  /** True when every listed file matches and nothing else is in the package. */
  ok: boolean;
  manifest?: PackageManifest;
  problems: PackageProblem[];
  /** Set when the file could not be checked at all: not a ZIP, or no valid manifest.json. */
  error?: string;
};

// A manifest or SHA256SUMS lists file names and hashes; anything near this size is not one of ours.
const MAX_LIST_BYTES = 64 * 1024 * 1024;

/**
 * Far beyond any package the product writes (evidence files of 10 MB, rendered reports, a manifest), while a
 * package of a few megabytes that inflates to gigabytes of repeated bytes is stopped after the first 100 KB of each.
 */
const PACKAGE_UNPACK_LIMITS: UnpackLimits = {
  totalBytes: 64 * 1024 ** 3,
  entryBytes: 4 * 1024 ** 3,
  ratio: 1_000,
  entries: 100_000,
};

const manifestSchema = z.object({
  format: z.enum([PACKAGE_FORMAT, PACKAGE_FORMAT_1]),
  organization: z.string(),
  framework: z.object({ id: z.string(), name: z.string() }),
  period: z.object({ start: z.string(), end: z.string() }),
  generatedAt: z.string(),
  files: z.array(
    z.object({
      path: z.string().min(1),
      sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits'),
      size: z.number().int().nonnegative(),
      source: z.object({
        type: z.enum(['policy', 'evidence', 'control-matrix', 'control-coverage', 'check-logic', 'register', 'audit-requests']),
        id: z.string().optional(),
        name: z.string(),
        version: z.string().optional(),
        approval: z.enum(['self-approved', 'self-verified']).optional(),
      }),
    }),
  ),
});

// Errors from Node's own modules may come from another realm (as under Jest), so `instanceof Error` is not enough.
const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : String(error);
const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

function unverifiable(error: string, problems: PackageProblem[] = []): PackageVerification {
  return { ok: false, problems, error };
}

async function sha256Of(zip: BoundedZip, entry: Entry): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of zip.read(entry)) hash.update(chunk);
  return hash.digest('hex');
}

/** A list file's bytes, refused past MAX_LIST_BYTES whatever size the directory states. */
async function bytesOf(zip: BoundedZip, entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of zip.read(entry)) {
    size += chunk.length;
    if (size > MAX_LIST_BYTES) throw new Error(`${entry.fileName} is too large to be a list of files`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readManifest(zip: BoundedZip, entry: Entry): Promise<{ manifest: PackageManifest; sha256: string } | string> {
  if (entry.uncompressedSize > MAX_LIST_BYTES) return `${MANIFEST_PATH} is too large to be a manifest.`;
  const bytes = await bytesOf(zip, entry);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return `${MANIFEST_PATH} is not valid JSON (${messageOf(error)}).`;
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue?.path.length ? issue.path.join('.') : 'the top level';
    return `${MANIFEST_PATH} is not an auditor package manifest (${where}: ${issue?.message ?? 'invalid'}).`;
  }
  const seen = new Set<string>();
  for (const file of parsed.data.files) {
    if (file.path === MANIFEST_PATH || seen.has(file.path)) return `${MANIFEST_PATH} lists "${file.path}" more than once or as a file.`;
    seen.add(file.path);
  }
  return { manifest: parsed.data, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Compares one listed file with its entry in the ZIP; null when it matches. The SHA-256 read goes into `hashes`
 * for the comparison with SHA256SUMS.
 */
async function checkFile(
  zip: BoundedZip,
  file: PackageManifest['files'][number],
  entry: Entry | undefined,
  hashes: Map<string, string>,
): Promise<PackageProblem | null> {
  if (!entry) return { path: file.path, kind: 'missing' };
  if (entry.uncompressedSize !== file.size) {
    return { path: file.path, kind: 'size', expected: String(file.size), actual: String(entry.uncompressedSize) };
  }
  try {
    const actual = await sha256Of(zip, entry);
    hashes.set(file.path, actual);
    return actual === file.sha256 ? null : { path: file.path, kind: 'changed', expected: file.sha256, actual };
  } catch (error) {
    if (error instanceof UnpackLimitError) throw error; // the whole package is refused, not this one file
    // Damaged compressed data, or a length that disagrees with the directory: the content is not what was packaged.
    return { path: file.path, kind: 'changed', expected: file.sha256, detail: messageOf(error) };
  }
}

/**
 * Compares SHA256SUMS with the package: `hashes` holds the SHA-256 of every manifest file read so far, and the
 * paths in `reported` have a problem already. VERIFY.txt is hashed here; a missing one is named by SHA256SUMS.
 */
async function checkChecksums(
  zip: BoundedZip,
  entries: ReadonlyMap<string, Entry>,
  hashes: Map<string, string>,
  reported: ReadonlySet<string>,
): Promise<PackageProblem[]> {
  const entry = entries.get(CHECKSUMS_PATH);
  if (!entry) return [{ path: CHECKSUMS_PATH, kind: 'missing' }];
  if (entry.uncompressedSize > MAX_LIST_BYTES) return [{ path: CHECKSUMS_PATH, kind: 'checksum-list', detail: 'it is too large' }];
  const sums = parseChecksums((await bytesOf(zip, entry)).toString('utf8'));
  if (typeof sums === 'string') return [{ path: CHECKSUMS_PATH, kind: 'checksum-list', detail: sums }];

  const problems: PackageProblem[] = [];
  const note = entries.get(VERIFY_NOTE_PATH);
  if (note) hashes.set(VERIFY_NOTE_PATH, await sha256Of(zip, note));
  else problems.push({ path: VERIFY_NOTE_PATH, kind: 'missing' });
  const present = [...entries.keys()].filter((path) => path !== CHECKSUMS_PATH);
  const skip = new Set([...reported, ...(note ? [] : [VERIFY_NOTE_PATH])]);
  problems.push(...compareChecksums(sums, present, hashes, skip));
  return problems;
}

/** Recomputes every file's SHA-256 in the package at `zipPath` and compares it with the manifest. Never throws. */
export async function verifyPackage(zipPath: string): Promise<PackageVerification> {
  let zip: BoundedZip;
  try {
    zip = await BoundedZip.fromFile(zipPath, PACKAGE_UNPACK_LIMITS);
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    if (codeOf(cause) === 'ENOENT') return unverifiable(`${zipPath} does not exist.`);
    return unverifiable(`${zipPath} cannot be read as a ZIP file (${messageOf(cause ?? error)}).`);
  }
  try {
    const entries = new Map<string, Entry>();
    const extras: Entry[] = [];
    for await (const entry of zip.entries()) {
      if (entry.fileName.endsWith('/')) continue; // a folder entry holds no content
      if (entries.has(entry.fileName)) extras.push(entry);
      else entries.set(entry.fileName, entry);
    }

    const manifestEntry = entries.get(MANIFEST_PATH);
    if (!manifestEntry) {
      return unverifiable(`${zipPath} has no ${MANIFEST_PATH}: it is not an auditor package.`, [{ path: MANIFEST_PATH, kind: 'missing' }]);
    }
    const read = await readManifest(zip, manifestEntry);
    if (typeof read === 'string') return unverifiable(read, [{ path: MANIFEST_PATH, kind: 'changed' }]);
    const { manifest } = read;
    const withChecksums = manifest.format !== PACKAGE_FORMAT_1;

    const problems: PackageProblem[] = [];
    const hashes = new Map([[MANIFEST_PATH, read.sha256]]);
    const listed = new Set([MANIFEST_PATH, ...(withChecksums ? [CHECKSUMS_PATH, VERIFY_NOTE_PATH] : [])]);
    for (const file of manifest.files) {
      listed.add(file.path);
      const problem = await checkFile(zip, file, entries.get(file.path), hashes);
      if (problem) problems.push(problem);
    }
    const unexpected = [...[...entries.values()].filter((entry) => !listed.has(entry.fileName)), ...extras];
    for (const entry of unexpected) problems.push({ path: entry.fileName, kind: 'unexpected' });
    if (withChecksums) {
      problems.push(...(await checkChecksums(zip, entries, hashes, new Set(problems.map((problem) => problem.path)))));
    }
    return { ok: problems.length === 0, manifest, problems };
  } catch (error) {
    if (error instanceof UnpackLimitError) return unverifiable(`${zipPath} is refused: ${error.message}`);
    return unverifiable(`${zipPath} is damaged (${messageOf(error)}).`);
  } finally {
    zip.close();
  }
}
