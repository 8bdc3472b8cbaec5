'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { StatCard } from '@/components/ui/stat-card';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { FilterBar } from '@/components/manage/records/filter-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import type { QuickReport } from '@/lib/catalog/quick-reports';
import { reportTypeLabels, reportTypes, type Report, type ReportStats } from '@/lib/schemas/report';
import { frameworkCodes, frameworkOptions } from '@/lib/schemas/frameworks';
import { filterReports } from '@/lib/domain/filters';
import type { FormAction } from '@/lib/schemas/form-state';
import type { ComplianceStatusRow } from '@/lib/domain/report-display';
import { ComplianceStatus } from './compliance-status';
import { GenerateReportForm } from './generate-report-form';
import { QuickReports } from './quick-reports';
import { ReportTable } from './report-table';

const filterKeys = ['q', 'type', 'framework'] as const;

const selects = [
  { key: 'type', label: 'Type', allLabel: 'All Types', options: reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] })) },
  { key: 'framework', label: 'Framework', allLabel: 'All Frameworks', options: frameworkOptions(frameworkCodes) },
];

/**
 * The reports screen's interactive part: generate, figures, quick reports, status and the recent reports. The
 * rows and figures come from the server; after a report is generated the page's data is read again there.
 */
export function ReportsClient({
  reports,
  stats,
  quickReports,
  compliance,
  canEdit,
  canAddFrameworks,
  generateReport,
}: {
  reports: readonly Report[];
  stats: ReportStats;
  quickReports: readonly QuickReport[];
  compliance: readonly ComplianceStatusRow[];
  /** False for viewers: no Generate buttons. */
  canEdit: boolean;
  canAddFrameworks: boolean;
  generateReport: FormAction<Report>;
}) {
  const [filters, setFilters] = useUrlFilters(filterKeys);
  const [open, setOpen] = useState(false);

  const visible = filterReports(reports, filters);
  const generateButton = canEdit ? <Button onClick={() => setOpen(true)}>+ Generate Report</Button> : null;

  return (
    <>
      {reports.length === 0 ? (
        <div className="mb-6">
          <EmptyState title="No reports yet" action={generateButton}>
            {canEdit
              ? 'Generate your first report to share your compliance status with your board, auditors or customers. Reports you generate are listed here.'
              : 'Reports your organization generates are listed here. An administrator or member can generate the first one.'}
          </EmptyState>
        </div>
      ) : (
        <FilterBar searchLabel="Search reports" values={filters} selects={selects} onChange={setFilters}>
          {generateButton}
        </FilterBar>
      )}
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Reports" value={stats.total} />
        <StatCard label="Generated" value={stats.generated} />
        <StatCard label="Generating" value={stats.generating} />
        <StatCard label="Frameworks Covered" value={stats.frameworksCovered} />
      </div>
      <QuickReports reports={quickReports} canEdit={canEdit} />
      <ComplianceStatus rows={compliance} canAddFrameworks={canAddFrameworks} />
      {reports.length > 0 && (
        <SectionCard title="Recent Reports">
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            Showing {visible.length} of {reports.length} reports
          </p>
          <ReportTable items={visible} />
        </SectionCard>
      )}
      {canEdit && (
        <Modal open={open} onClose={() => setOpen(false)} title="Generate Report" size="lg">
          <GenerateReportForm action={generateReport} onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
