'use client';

import { FormError } from '@/components/manage/records/form-error';
import { SectionCard } from '@/components/manage/records/section-card';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { ReportFileList } from '@/components/manage/reports/report-file-list';
import { Button } from '@/components/ui/button';
import type { FormAction } from '@/lib/schemas/form-state';
import type { Report } from '@/lib/schemas/reports/records';

const noCheck = () => null;
const nothing = () => undefined;

/** One Generate button: requests the Statement of Applicability in its format. */
function GenerateSoa({ format, label, action }: { format: 'excel' | 'word'; label: string; action: FormAction<Report> }) {
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: nothing });
  return (
    <form onSubmit={onSubmit}>
      <input type="hidden" name="format" value={format} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Requesting…' : label}
      </Button>
      <FormError message={formError} />
    </form>
  );
}

/**
 * The ISO 27001 Statement of Applicability: the files made from the records, and for editors the buttons that make
 * a new one in Excel or Word.
 */
export function SoaCard({ reports, generate }: { reports: readonly Report[]; generate: FormAction<Report> | null }) {
  return (
    <SectionCard title="Statement of Applicability">
      <p className="mb-4 text-sm text-slate-700">
        Every Annex A control, applicable or not with the reason, its implementation, and the risks and documents that justify it, made from
        your control states, risk register and evidence. The ISO 27001 auditor package includes it.
      </p>
      {reports.length === 0 ? <p className="mb-4 text-sm text-slate-600">No Statement of Applicability has been generated yet.</p> : null}
      <ReportFileList reports={reports} label="Statements of Applicability" />
      {generate ? (
        <div className="flex flex-wrap gap-2">
          <GenerateSoa format="excel" label="Generate Excel" action={generate} />
          <GenerateSoa format="word" label="Generate Word" action={generate} />
        </div>
      ) : null}
    </SectionCard>
  );
}
