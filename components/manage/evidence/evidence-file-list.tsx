import { formatMoment } from '@/components/manage/settings/dates';
import { evidenceFilePath } from '@/lib/domain/evidence/actions';
import { formatBytes, shortHash } from '@/lib/domain/evidence/display';
import type { EvidenceFile } from '@/lib/schemas/evidence/records';

/** The files by revision, newest first: each Retry or Replace adds one, and the older ones stay downloadable. */
function byRevision(files: readonly EvidenceFile[]): [number, EvidenceFile[]][] {
  const revisions = new Map<number, EvidenceFile[]>();
  for (const file of files) revisions.set(file.revision, [...(revisions.get(file.revision) ?? []), file]);
  return [...revisions.entries()].sort(([a], [b]) => b - a);
}

/** The item's stored files: the current revision first, every older one kept, each with its download. */
export function EvidenceFileList({ evidenceId, files }: { evidenceId: string; files: readonly EvidenceFile[] }) {
  const revisions = byRevision(files);
  return (
    <section
      id="files"
      aria-labelledby="evidence-files-heading"
      className="mb-6 scroll-mt-20 rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <h2 id="evidence-files-heading" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold text-slate-900">
        Files
      </h2>
      <div className="space-y-5 p-5">
        {revisions.length === 0 && <p className="text-sm text-slate-600">No files are recorded for this evidence.</p>}
        {revisions.map(([revision, revisionFiles], index) => (
          <div key={revision}>
            <h3 className="mb-2 text-sm font-semibold text-slate-800">
              Revision {revision}
              {index === 0 ? ' (current)' : ''}
            </h3>
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={`Revision ${revision} files`}>
              {revisionFiles.map((file) => (
                <li key={file.id} className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium break-words text-slate-900">{file.name}</p>
                    <p className="text-xs text-slate-600">
                      {formatBytes(file.sizeBytes)} · uploaded by {file.uploadedByName} on{' '}
                      <time dateTime={file.uploadedAt.toISOString()}>{formatMoment(file.uploadedAt)}</time>
                      {file.sha256 && (
                        <>
                          {' '}
                          · SHA-256 <code title={file.sha256}>{shortHash(file.sha256)}…</code>
                        </>
                      )}
                    </p>
                  </div>
                  {file.stored ? (
                    // A download, not a navigation: the route answers the file as an attachment.
                    <a
                      href={evidenceFilePath(evidenceId, file.id)}
                      download
                      aria-label={`Download ${file.name} (revision ${revision})`}
                      className="shrink-0 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      Download
                    </a>
                  ) : (
                    <span className="shrink-0 text-xs text-slate-600">Recorded before files were kept</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
