/**
 * Writes an auditor package as a streamed ZIP: each file flows from its source through a SHA-256 and byte count
 * into the archive, one file at a time, so a package larger than memory still works; then come `VERIFY.txt`,
 * `manifest.json` and, last, `SHA256SUMS` over every other file.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { DigestStream } from '@/lib/storage/digest';
import { checksumsText, type Checksum } from './checksums';
import {
  CHECKSUMS_PATH,
  isReservedPath,
  MANIFEST_PATH,
  PACKAGE_FORMAT,
  VERIFY_NOTE_PATH,
  type PackageEntry,
  type PackageManifest,
  type PackageSource,
} from './manifest';
import { verifyNoteText } from './verify-note';

/** What the caller knows before the files are written; `generatedAt` defaults to now. */
export type PackageManifestBase = Omit<PackageManifest, 'format' | 'files' | 'generatedAt'> & { generatedAt?: string };

export type PackageFile = {
  /** The file's path in the ZIP, as made by safeEntryPath(). */
  path: string;
  source: PackageSource;
  /** Called when the file's turn comes, so only one source is open at a time. */
  open: () => Promise<NodeJS.ReadableStream | Uint8Array>;
};

export type WritePackageOptions = {
  /** Deflate the files (default). Off stores them as they are, which suits files that are compressed already. */
  compress?: boolean;
};

/**
 * Refuses a path that would not unpack safely, that the checksum tools would read differently (a backslash, a
 * control character, half of a character), that is one of the package's own files, or that is in the package
 * already (compared without case).
 */
function checkPath(path: string, taken: Set<string>): void {
  const key = path.normalize('NFC').toLowerCase();
  const problem =
    path === ''
      ? 'it is empty'
      : /[\\\u0000-\u001f\u007f-\u009f]|\p{Cs}/u.test(path)
        ? 'it contains a backslash, a control character or half of a character'
        : path.startsWith('/')
          ? 'it is absolute'
          : path.split('/').some((part) => part === '' || part === '.' || part === '..')
            ? 'it has an empty, "." or ".." part'
            : isReservedPath(path)
              ? "that is where one of the package's own files goes"
              : taken.has(key)
                ? 'another file has that path'
                : null;
  if (problem) throw new Error(`The package cannot hold a file at "${path}": ${problem}.`);
  taken.add(key);
}

function asStream(content: NodeJS.ReadableStream | Uint8Array): NodeJS.ReadableStream {
  if (!(content instanceof Uint8Array)) return content;
  return Readable.from([Buffer.from(content.buffer, content.byteOffset, content.byteLength)], { objectMode: false });
}

/**
 * Streams the files into a ZIP written to `target`, then `VERIFY.txt`, `manifest.json` (every file's SHA-256, size
 * and source) and `SHA256SUMS` (every other file's SHA-256, for `sha256sum -c`), and resolves with the manifest once `target` has finished. On any failure `target` is destroyed and the promise
 * rejects: the caller discards the partial file.
 */
export async function writePackage(
  target: NodeJS.WritableStream,
  base: PackageManifestBase,
  files: AsyncIterable<PackageFile> | Iterable<PackageFile>,
  options: WritePackageOptions = {},
): Promise<PackageManifest> {
  const generatedAt = base.generatedAt ?? new Date().toISOString();
  const mtime = new Date(generatedAt);
  if (Number.isNaN(mtime.getTime())) throw new Error(`The package's generation time "${generatedAt}" is not a date.`);
  const compress = options.compress ?? true;

  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, target);
  // A failing target is noticed at the next file (or at the end); until then the rejection must not go unhandled.
  written.catch(() => {});

  const entries: PackageEntry[] = [];
  const taken = new Set<string>();
  // The file being copied, so a failure can close its source before the promise rejects.
  let current: { digest: DigestStream; copied: Promise<unknown> } | undefined;
  try {
    for await (const file of files) {
      checkPath(file.path, taken);
      const digest = new DigestStream();
      zip.addReadStream(digest, file.path, { mtime, compress });
      const source = asStream(await file.open());
      const copied = Promise.all([pipeline(source, digest), finished(digest)]);
      current = { digest, copied };
      // The next file opens only once the archive has taken all of this one's bytes.
      await Promise.race([copied, written]);
      current = undefined;
      entries.push({ path: file.path, ...digest.digest(), source: file.source });
    }

    const manifest: PackageManifest = {
      format: PACKAGE_FORMAT,
      organization: base.organization,
      framework: { id: base.framework.id, name: base.framework.name },
      period: { start: base.period.start, end: base.period.end, ...(base.period.kind ? { kind: base.period.kind } : {}) },
      generatedAt,
      files: entries,
    };
    const sums: Checksum[] = entries.map(({ path, sha256 }) => ({ path, sha256 }));
    const addOwn = (path: string, text: string) => {
      const bytes = Buffer.from(text);
      zip.addBuffer(bytes, path, { mtime, compress });
      sums.push({ path, sha256: createHash('sha256').update(bytes).digest('hex') });
    };
    addOwn(VERIFY_NOTE_PATH, verifyNoteText(manifest));
    addOwn(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
    zip.addBuffer(Buffer.from(checksumsText(sums)), CHECKSUMS_PATH, { mtime, compress });
    zip.end();
    await written;
    return manifest;
  } catch (error) {
    const reason = error instanceof Error ? error : new Error(String(error));
    if (current) {
      current.digest.destroy(reason);
      await current.copied.catch(() => {});
    }
    (zip.outputStream as Readable).destroy(reason);
    await written.catch(() => {});
    throw error;
  }
}
