import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ReportsScreen } from '@/components/manage/reports/reports-screen';
import type { FormAction } from '@/lib/schemas/form-state';
import { ToastProvider } from '@/components/ui/toast';
import { quickReports } from '@/lib/catalog/quick-reports';
import type { ComplianceStatusRow } from '@/lib/domain/reports/display';
import type { Report } from '@/lib/schemas/reports/records';

type ReportAction = FormAction<Report>;

const replace = jest.fn();
const refresh = jest.fn();
let query = new URLSearchParams();
jest.mock('next/navigation', () => ({
  usePathname: () => '/manage/reports',
  useRouter: () => ({ replace, refresh }),
  useSearchParams: () => query,
}));

const reports: Report[] = [
  {
    id: 'r-1',
    name: 'ISO 27001 Gap Analysis',
    type: 'gap-analysis',
    frameworks: ['iso27001'],
    startDate: '2026-05-01',
    endDate: '2027-03-10',
    format: 'excel',
    notes: '',
    generated: 'Started just now',
    status: 'generating',
    size: '—',
    progress: 35,
    failureReason: '',
    version: 3,
  },
  {
    id: 'r-2',
    name: 'Q3 Executive Summary',
    type: 'executive',
    frameworks: ['soc2', 'gdpr'],
    startDate: '2026-07-01',
    endDate: '2026-09-30',
    format: 'pdf',
    notes: '',
    generated: 'Yesterday',
    status: 'generated',
    size: '1.1 MB',
    progress: 100,
    failureReason: '',
    version: 2,
  },
];
const failed: Report = {
  ...reports[1]!,
  id: 'r-3',
  name: 'Broken pack',
  status: 'failed',
  size: '—',
  progress: 0,
  failureReason: 'The disk is full.',
};
const compliance: ComplianceStatusRow[] = [{ id: 'soc2', name: 'SOC 2 Type II', percent: 96, label: 'Compliant' }];
const stats = { total: 2, generated: 1, generating: 1, frameworksCovered: 3 };

const action = (message: string) =>
  jest.fn<ReturnType<ReportAction>, Parameters<ReportAction>>(async () => ({ status: 'success', record: reports[0]!, message }));
const admin = { canEdit: true, canDelete: true };
const viewer = { canEdit: false, canDelete: false };

function setup(overrides: Partial<Parameters<typeof ReportsScreen>[0]> = {}) {
  const requests = {
    generate: action('Report "New" is being generated.'),
    quick: action('Generating the Audit Readiness report. It takes about 5 minutes.'),
    auditorPackage: action('"Package" is being prepared.'),
  };
  const changes = {
    cancel: action('Report "ISO 27001 Gap Analysis" was cancelled.'),
    retry: action('Report "Broken pack" is being generated again.'),
    delete: action('Report deleted.'),
  };
  render(
    <ToastProvider>
      <ReportsScreen
        reports={reports}
        stats={stats}
        quickReports={quickReports}
        compliance={compliance}
        rights={admin}
        canAddFrameworks
        requests={requests}
        changes={changes}
        page={{ total: 2, page: 1, pageCount: 1 }}
        {...overrides}
      />
    </ToastProvider>,
  );
  return { generateReport: requests.generate, requests, changes };
}

beforeEach(() => {
  replace.mockReset();
  refresh.mockReset();
  query = new URLSearchParams();
});

describe('ReportsScreen', () => {
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
    const { generateReport } = setup();
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
    setup({ rights: viewer, requests: null, canAddFrameworks: false });
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
    setup({
      reports: [],
      stats: { total: 0, generated: 0, generating: 0, frameworksCovered: 0 },
      compliance: [],
      rights: viewer,
      requests: null,
      canAddFrameworks: false,
    });
    expect(screen.getByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+ Add Framework' })).not.toBeInTheDocument();
  });

  it('shows a Generating report’s progress and reads the rows again while one is generating, never once all are done', () => {
    jest.useFakeTimers();
    try {
      setup();
      expect(screen.getByRole('progressbar', { name: 'Progress of ISO 27001 Gap Analysis' })).toHaveAttribute('aria-valuenow', '35');
      act(() => jest.advanceTimersByTime(3100));
      expect(refresh).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops reading the rows again once nothing is generating', () => {
    jest.useFakeTimers();
    try {
      setup({ reports: [reports[1]!], stats: { ...stats, generating: 0 } });
      act(() => jest.advanceTimersByTime(5000));
      expect(refresh).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers each status its actions: Download links to the file route, Retry shows the failure', () => {
    setup({ reports: [...reports, failed] });
    const table = screen.getByRole('table', { name: 'Recent reports' });
    expect(within(table).getByRole('link', { name: 'Download Q3 Executive Summary' })).toHaveAttribute(
      'href',
      '/manage/reports/r-2/download',
    );
    expect(within(table).getByRole('button', { name: 'Delete Q3 Executive Summary' })).toBeInTheDocument();
    expect(within(table).getByText('The disk is full.')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Retry Broken pack' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete ISO 27001 Gap Analysis' })).not.toBeInTheDocument();
  });

  it('View Progress shows the live progress of the report', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'View Progress ISO 27001 Gap Analysis' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Progress' });
    expect(within(dialog).getByText(/^35% done\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('Cancel asks first, then posts the report and the version it was read at', async () => {
    const { changes } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel ISO 27001 Gap Analysis' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Report' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Report' }));
    await waitFor(() => expect(changes.cancel).toHaveBeenCalledTimes(1));
    const sent = changes.cancel.mock.calls[0]![1];
    expect([sent.get('id'), sent.get('version')]).toEqual(['r-1', '3']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Report' })).not.toBeInTheDocument());
  });

  it('a quick report’s Generate posts its card and shows the estimated time', async () => {
    const { requests } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Audit Readiness report' }));
    await waitFor(() => expect(requests.quick).toHaveBeenCalledTimes(1));
    expect(requests.quick.mock.calls[0]![1].get('quickReport')).toBe('audit-readiness');
    expect(await screen.findByText('Generating the Audit Readiness report. It takes about 5 minutes.')).toBeInTheDocument();
  });

  it('a viewer watches progress and downloads, but cannot cancel, retry or delete', () => {
    setup({ reports: [...reports, failed], rights: viewer, requests: null });
    const table = screen.getByRole('table', { name: 'Recent reports' });
    expect(within(table).getByRole('button', { name: 'View Progress ISO 27001 Gap Analysis' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Download Q3 Executive Summary' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^(Cancel|Retry|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prepare Auditor Package' })).not.toBeInTheDocument();
  });
});
