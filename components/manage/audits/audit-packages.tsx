'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { SectionCard } from '@/components/manage/records/section-card';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { ReportStatus } from '@/components/manage/reports/report-status';
import { useRefreshWhile } from '@/components/manage/reports/use-refresh-while';
import { reportDownloadHref } from '@/lib/domain/report-actions';
import type { FormAction } from '@/lib/schemas/form-state';
import type { Report } from '@/lib/schemas/report';

const noCheck = () => null;
const nothing = () => undefined;

/** The Prepare Auditor Package button: requests a package of the audit's framework over its dates. */
function PreparePackage({ auditId, action }: { auditId: string; action: FormAction<Report> }) {
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: nothing });
  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <input type="hidden" name="id" value={auditId} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Requesting…' : 'Prepare Auditor Package'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}

/**
 * The audit's auditor packages: each ZIP with its status, progress and Download once generated (the page is read
 * again while one is being made), and the button that prepares another for those who may edit.
 */
export function AuditPackages({
  auditId,
  packages,
  prepare,
}: {
  auditId: string;
  packages: readonly Report[];
  prepare: FormAction<Report> | null;
}) {
  useRefreshWhile(
    packages.some((item) => item.status === 'generating'),
    1500,
  );
  return (
    <SectionCard title="Auditor Packages">
      <p className="mb-4 text-sm text-slate-700">
        One ZIP for the auditor: the framework&apos;s approved policies as PDF, the current files of its verified evidence, the control
        matrix, a manifest of every file&apos;s SHA-256 and source, and SHA256SUMS. To check a package, unzip it and run{' '}
        <code className="rounded bg-slate-100 px-1">sha256sum -c SHA256SUMS</code> (Linux) or{' '}
        <code className="rounded bg-slate-100 px-1">shasum -a 256 -c SHA256SUMS</code> (macOS) in its folder.
      </p>
      {packages.length === 0 ? <p className="mb-4 text-sm text-slate-600">No package has been prepared for this audit yet.</p> : null}
      {packages.length > 0 ? (
        <ul className="mb-4 divide-y divide-slate-200" aria-label="Auditor packages of this audit">
          {packages.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-slate-900">{item.name}</p>
                <p className="text-xs text-slate-600">
                  {item.generated} · {item.size}
                </p>
              </div>
              <div className="flex items-center gap-4">
                <ReportStatus report={item} />
                {item.status === 'generated' ? (
                  <a
                    href={reportDownloadHref(item.id)}
                    aria-label={`Download ${item.name}`}
                    className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
                  >
                    Download
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {prepare ? <PreparePackage auditId={auditId} action={prepare} /> : null}
    </SectionCard>
  );
}
