import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ReportsClient } from '@/components/manage/reports/reports-client';
import type { FormAction } from '@/lib/schemas/form-state';

type GenerateReportAction = FormAction<Report>;
import { ToastProvider } from '@/components/ui/toast';
import { quickReports } from '@/lib/catalog/quick-reports';
import type { ComplianceStatusRow } from '@/lib/domain/report-display';
import type { Report } from '@/lib/schemas/report';

const replace = jest.fn();
let query = new URLSearchParams();
jest.mock('next/navigation', () => ({
  usePathname: () => '/manage/reports',
  useRouter: () => ({ replace }),
  useSearchParams: () => query,
}));

const reports: Report[] = [
  { id: 'r-1', name: 'ISO 27001 Gap Analysis', type: 'gap-analysis', frameworks: ['iso27001'], startDate: '2026-05-01', endDate: '2027-03-10', format: 'excel', notes: '', generated: 'Started just now', status: 'generating', size: '—' },
  { id: 'r-2', name: 'Q3 Executive Summary', type: 'executive', frameworks: ['soc2', 'gdpr'], startDate: '2026-07-01', endDate: '2026-09-30', format: 'pdf', notes: '', generated: 'Yesterday', status: 'generated', size: '1.1 MB' },
];
const compliance: ComplianceStatusRow[] = [{ id: 'soc2', name: 'SOC 2 Type II', percent: 96, label: 'Compliant' }];
const stats = { total: 2, generated: 1, generating: 1, frameworksCovered: 3 };

function setup(overrides: Partial<Parameters<typeof ReportsClient>[0]> = {}) {
  const generateReport = jest.fn<ReturnType<GenerateReportAction>, Parameters<GenerateReportAction>>(async () => ({ status: 'success', record: reports[0]!, message: 'Report "New" is being generated.' }));
  render(
    <ToastProvider>
      <ReportsClient reports={reports} stats={stats} quickReports={quickReports} compliance={compliance} canEdit canAddFrameworks generateReport={generateReport} page={{ total: 2, page: 1, pageCount: 1 }} {...overrides} />
    </ToastProvider>,
  );
  return generateReport;
}

beforeEach(() => {
  replace.mockReset();
  query = new URLSearchParams();
});

describe('ReportsClient', () => {
  it('shows the rows and figures it is given', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Recent reports' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Started just now')).toBeInTheDocument();
    expect(within(table).getByText('1.1 MB')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 reports')).toBeInTheDocument();
    expect(screen.getByText('Frameworks Covered').parentElement).toHaveTextContent('3');
    expect(screen.getByRole('progressbar', { name: 'SOC 2 Type II compliance' })).toHaveAttribute('aria-valuenow', '96');
    expect(screen.getByRole('button', { name: '+ Generate Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Audit Readiness report' })).toBeInTheDocument();
  });

  it('keeps the "no match" row when the server found nothing for the filters', () => {
    query = new URLSearchParams('type=security');
    setup({ reports: [], page: { total: 0, page: 1, pageCount: 1 } });
    expect(screen.getByText('No records match these filters.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 reports')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('security');
  });

  it('sends the form to the action it was handed and closes the modal on success', async () => {
    const generateReport = setup();
    fireEvent.click(screen.getByRole('button', { name: '+ Generate Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate Report' });
    fireEvent.change(within(dialog).getByLabelText(/Report name/), { target: { value: 'New' } });
    fireEvent.change(within(dialog).getByLabelText(/Report type/), { target: { value: 'audit' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'GDPR' }));
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2026-07-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '2026-09-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(generateReport).toHaveBeenCalledTimes(1));
    const sent = generateReport.mock.calls[0]![1];
    expect(sent.get('name')).toBe('New');
    expect(sent.getAll('frameworks')).toEqual(['gdpr']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generate Report' })).not.toBeInTheDocument());
  });

  it('shows a viewer no Generate button', () => {
    setup({ canEdit: false, canAddFrameworks: false });
    expect(screen.queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Recent reports' })).toBeInTheDocument();
  });

  it('says what to do first when the organization has no reports and follows no framework', () => {
    setup({ reports: [], stats: { total: 0, generated: 0, generating: 0, frameworksCovered: 0 }, compliance: [] });
    expect(screen.queryByRole('table', { name: 'Recent reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Generate Report' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No frameworks yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add Framework' })).toHaveAttribute('href', '/manage/addFrameworks');
  });

  it('gives a viewer of an empty organization the explanation without the buttons', () => {
    setup({ reports: [], stats: { total: 0, generated: 0, generating: 0, frameworksCovered: 0 }, compliance: [], canEdit: false, canAddFrameworks: false });
    expect(screen.getByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+ Add Framework' })).not.toBeInTheDocument();
  });
});
