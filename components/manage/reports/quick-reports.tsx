'use client';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { SectionCard } from '@/components/manage/records/section-card';
import type { QuickReport } from '@/lib/catalog/quick-reports';

/** Quick Reports: one card per ready-made report with its estimated generation time; viewers get no Generate button. */
export function QuickReports({ reports, canEdit }: { reports: readonly QuickReport[]; canEdit: boolean }) {
  const notify = useToast();
  return (
    <SectionCard title="Quick Reports">
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {reports.map((report) => (
          <li key={report.id} id={`quick-${report.id}`} className="flex flex-col rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{report.name}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{report.description}</p>
            <p className="mt-3 text-xs font-medium text-slate-700">Estimated time: ~{report.minutes} minutes</p>
            {canEdit && (
              <Button
                variant="secondary"
                className="mt-3"
                aria-label={`Generate ${report.name} report`}
                onClick={() => notify(`Generating the ${report.name} report. It takes about ${report.minutes} minutes.`, 'success')}
              >
                Generate
              </Button>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
