'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { SectionCard } from '@/components/manage/records/section-card';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { ReportFileList } from '@/components/manage/reports/report-file-list';
import type { FormAction } from '@/lib/schemas/form-state';
import type { Report } from '@/lib/schemas/reports/records';

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
  return (
    <SectionCard title="Auditor Packages">
      <p className="mb-4 text-sm text-slate-700">
        One ZIP for the auditor: the framework&apos;s approved policies as PDF, the current files of its verified evidence, the control
        matrix, a manifest of every file&apos;s SHA-256 and source, and SHA256SUMS. To check a package, unzip it and run{' '}
        <code className="rounded bg-slate-100 px-1">sha256sum -c SHA256SUMS</code> (Linux) or{' '}
        <code className="rounded bg-slate-100 px-1">shasum -a 256 -c SHA256SUMS</code> (macOS) in its folder.
      </p>
      {packages.length === 0 ? <p className="mb-4 text-sm text-slate-600">No package has been prepared for this audit yet.</p> : null}
      <ReportFileList reports={packages} label="Auditor packages of this audit" />
      {prepare ? <PreparePackage auditId={auditId} action={prepare} /> : null}
    </SectionCard>
  );
}
