'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { SectionCard } from '@/components/manage/records/section-card';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { QuickReport } from '@/lib/catalog/quick-reports';
import type { FormAction } from '@/lib/schemas/form-state';
import type { Report } from '@/lib/schemas/reports/records';

const noCheck = () => null;
const nothing = () => undefined;

/** A card's Generate button: requests the card's report; a refusal (no frameworks yet) shows on the card. */
function GenerateQuickReport({ report, generate }: { report: QuickReport; generate: FormAction<Report> }) {
  const { formError, pending, onSubmit } = useRecordForm({ action: generate, validate: noCheck, onCreated: nothing });
  return (
    <form onSubmit={onSubmit} className="mt-3 space-y-2">
      <input type="hidden" name="quickReport" value={report.id} />
      <Button type="submit" variant="secondary" className="w-full" disabled={pending} aria-label={`Generate ${report.name} report`}>
        {pending ? 'Requesting…' : 'Generate'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}

/** Quick Reports: one card per ready-made report with its estimated generation time; viewers get no Generate button. */
export function QuickReports({ reports, generate }: { reports: readonly QuickReport[]; generate: FormAction<Report> | null }) {
  return (
    <SectionCard title="Quick Reports">
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {reports.map((report) => (
          <li key={report.id} id={`quick-${report.id}`} className="flex flex-col rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{report.name}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{report.description}</p>
            <p className="mt-3 text-xs font-medium text-slate-700">Estimated time: ~{report.minutes} minutes</p>
            {generate ? <GenerateQuickReport report={report} generate={generate} /> : null}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
