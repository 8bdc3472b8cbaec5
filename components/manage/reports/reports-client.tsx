'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { StatCard } from '@/components/ui/stat-card';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { FilterBar } from '@/components/manage/records/filter-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import { useAddedRecords } from '@/components/manage/records/use-added-records';
import { reportSchema, reportTypeLabels, reportTypes } from '@/lib/schemas/report';
import { frameworkCodes, frameworkOptions } from '@/lib/schemas/frameworks';
import { filterReports } from '@/lib/domain/filters';
import { sampleComplianceStatus, sampleReports } from '@/lib/sample-data/reports';
import { ComplianceStatus } from './compliance-status';
import { GenerateReportForm } from './generate-report-form';
import { QuickReports } from './quick-reports';
import { ReportTable } from './report-table';

const filterKeys = ['q', 'type', 'framework'] as const;

const selects = [
  { key: 'type', label: 'Type', allLabel: 'All Types', options: reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] })) },
  { key: 'framework', label: 'Framework', allLabel: 'All Frameworks', options: frameworkOptions(frameworkCodes) },
];

/** The reports screen's interactive part: generate, figures, quick reports, status and the recent reports. */
export function ReportsClient() {
  const [filters, setFilters] = useUrlFilters(filterKeys);
  const { all, add } = useAddedRecords('reports:added', reportSchema, sampleReports);
  const [open, setOpen] = useState(false);

  const visible = filterReports(all, filters);
  const covered = new Set(all.flatMap((report) => report.frameworks)).size;

  return (
    <>
      <FilterBar searchLabel="Search reports" values={filters} selects={selects} onChange={setFilters}>
        <Button onClick={() => setOpen(true)}>+ Generate Report</Button>
      </FilterBar>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Reports" value={all.length} />
        <StatCard label="Generated" value={all.filter((report) => report.status === 'generated').length} />
        <StatCard label="Generating" value={all.filter((report) => report.status === 'generating').length} />
        <StatCard label="Frameworks Covered" value={covered} />
      </div>
      <QuickReports />
      <ComplianceStatus rows={sampleComplianceStatus} />
      <SectionCard title="Recent Reports">
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          Showing {visible.length} of {all.length} reports
        </p>
        <ReportTable items={visible} />
      </SectionCard>
      <Modal open={open} onClose={() => setOpen(false)} title="Generate Report" size="lg">
        <GenerateReportForm
          onCancel={() => setOpen(false)}
          onCreated={(record) => {
            add(record);
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}
