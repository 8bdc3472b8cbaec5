import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AuditsScreen } from '@/components/manage/audits/audits-screen';
import { downloadText } from '@/components/manage/download';
import { ToastProvider } from '@/components/ui/toast';
import type { Audit, AuditReadiness, AuditStats } from '@/lib/schemas/audits/records';
import type { FormAction, FormState } from '@/lib/schemas/form-state';

const replace = jest.fn();
let query = new URLSearchParams();
jest.mock('next/navigation', () => ({
  usePathname: () => '/manage/audits',
  useRouter: () => ({ replace }),
  useSearchParams: () => query,
}));
jest.mock('@/components/manage/download', () => ({ downloadText: jest.fn() }));

const audit = (name: string, status: Audit['status'], startDate: string, overrides: Partial<Audit> = {}): Audit => ({
  id: `id-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  type: 'external',
  framework: 'soc2',
  auditor: 'Deloitte & Touche',
  startDate,
  endDate: startDate,
  observationStartDate: null,
  observationEndDate: null,
  description: '',
  status,
  result: status === 'completed' ? 'Pass' : 'Pending',
  cancellationReason: status === 'cancelled' ? 'Budget moved.' : '',
  version: 2,
  ...overrides,
});

const soc2 = audit('SOC 2 Type II Annual Audit', 'scheduled', '2027-01-05', { endDate: '2027-01-23' });
const iso = audit('ISO 27001 Surveillance Audit', 'preparing', '2027-02-15', {
  type: 'certification',
  framework: 'iso27001',
  auditor: 'BSI Group',
});
const gdpr = audit('GDPR Compliance Assessment', 'completed', '2026-09-08', { framework: 'gdpr' });
const vendor = audit('Vendor Review', 'cancelled', '2026-12-01', { type: 'internal' });
const rows = [iso, soc2, vendor, gdpr];
const readiness: AuditReadiness[] = [
  { frameworkId: 'soc2', name: 'SOC 2 Type II', percent: 96 },
  { frameworkId: 'iso27001', name: 'ISO 27001', percent: 65 },
];
const stats: AuditStats = { upcoming: 2, inProgress: 0, completed: 1, daysToNextAudit: 45, total: 4 };
const noAudits: AuditStats = { upcoming: 0, inProgress: 0, completed: 0, daysToNextAudit: null, total: 0 };

type Action = FormAction<Audit>;
const action = (answer: FormState<Audit>) => jest.fn<ReturnType<Action>, Parameters<Action>>(async () => answer);
const success = (record: Audit, message: string): FormState<Audit> => ({ status: 'success', record, message });

function setup(overrides: Partial<Parameters<typeof AuditsScreen>[0]> = {}) {
  const actions = {
    schedule: action(success(soc2, 'Audit "New" scheduled for 2027-03-01.')),
    edit: action(success(soc2, 'Audit "SOC 2 Type II Annual Audit" saved.')),
    reschedule: action(success(soc2, 'Audit "SOC 2 Type II Annual Audit" rescheduled to 2027-02-01.')),
    cancel: action(success(soc2, 'Audit "SOC 2 Type II Annual Audit" cancelled.')),
  };
  render(
    <ToastProvider>
      <AuditsScreen
        page={{ rows, total: rows.length, page: 1, pageCount: 1 }}
        upcoming={[iso, soc2]}
        stats={stats}
        readiness={readiness}
        today="2026-11-21"
        canEdit
        canAddFrameworks
        scheduleAudit={actions.schedule}
        changeActions={{ edit: actions.edit, reschedule: actions.reschedule, cancel: actions.cancel }}
        {...overrides}
      />
    </ToastProvider>,
  );
  return actions;
}

const figure = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement;
const posted = (fn: jest.Mock) => Object.fromEntries((fn.mock.calls[0]![1] as FormData).entries());
const row = (name: string) =>
  within(screen.getByRole('table', { name: 'Audit history' }))
    .getByRole('link', { name })
    .closest('tr')!;

beforeEach(() => {
  replace.mockReset();
  jest.mocked(downloadText).mockReset();
  query = new URLSearchParams();
});

describe('AuditsScreen', () => {
  it('shows the figures, upcoming audits counted from today, readiness and the page of history it is given', () => {
    setup();
    expect(figure('Upcoming Audits')).toHaveTextContent('2');
    expect(figure('Completed')).toHaveTextContent('1');
    expect(figure('Days to Next Audit')).toHaveTextContent('45');
    expect(within(screen.getByRole('listitem', { name: 'SOC 2 Type II Annual Audit' })).getByTestId('days-remaining')).toHaveTextContent(
      '45 days remaining',
    );
    expect(within(screen.getByRole('listitem', { name: 'ISO 27001 Surveillance Audit' })).getByTestId('days-remaining')).toHaveTextContent(
      '86 days remaining',
    );
    expect(screen.getByRole('progressbar', { name: 'SOC 2 Type II audit readiness' })).toHaveAttribute('aria-valuenow', '96');
    const table = screen.getByRole('table', { name: 'Audit history' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText('Showing 1–4 of 4 audits')).toBeInTheDocument();
    expect(within(row('Vendor Review')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row('SOC 2 Type II Annual Audit')).getByText('2027-01-05 – 2027-01-23')).toBeInTheDocument();
  });

  it('offers each audit the actions its status takes, each doing what it says', () => {
    setup();
    expect(within(row('SOC 2 Type II Annual Audit')).getByRole('link', { name: 'View SOC 2 Type II Annual Audit' })).toHaveAttribute(
      'href',
      `/manage/audits/${soc2.id}`,
    );
    for (const label of ['Edit', 'Reschedule', 'Cancel'])
      expect(screen.getByRole('button', { name: `${label} SOC 2 Type II Annual Audit` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Report GDPR Compliance Assessment' })).toHaveAttribute(
      'href',
      `/manage/audits/${gdpr.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Reschedule GDPR Compliance Assessment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel GDPR Compliance Assessment' })).not.toBeInTheDocument();
    expect(
      within(row('Vendor Review'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual(['Vendor Review', 'View Vendor Review']);
    expect(within(row('Vendor Review')).queryAllByRole('button')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Download GDPR Compliance Assessment' }));
    expect(downloadText).toHaveBeenCalledWith(
      'gdpr-compliance-assessment-summary.txt',
      expect.stringContaining('Result: Pass'),
      'text/plain;charset=utf-8',
    );
  });

  it('says when the filters match nothing, without the empty-organization message', () => {
    query = new URLSearchParams('q=zzz');
    setup({ page: { rows: [], total: 0, page: 1, pageCount: 1 } });
    const table = screen.getByRole('table', { name: 'Audit history' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/Showing 0/)).toBeInTheDocument();
    expect(screen.getByLabelText('Search audits')).toHaveValue('zzz');
    expect(screen.queryByText('No audits yet')).not.toBeInTheDocument();
  });

  it('writes a filter change into the URL and starts again at page 1', () => {
    query = new URLSearchParams('page=2');
    setup();
    fireEvent.change(screen.getByLabelText('Status', { selector: 'select' }), { target: { value: 'cancelled' } });
    expect(replace).toHaveBeenCalled();
    const url = String(replace.mock.calls.at(-1)![0]);
    expect(url).toContain('status=cancelled');
    expect(url).not.toContain('page=');
  });

  it('schedules through the action it is given and closes the dialog on success', async () => {
    const { schedule } = setup();
    fireEvent.click(screen.getByRole('button', { name: '+ Schedule Audit' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Audit' });
    fireEvent.change(within(dialog).getByLabelText(/Audit name/), { target: { value: 'New' } });
    fireEvent.change(within(dialog).getByLabelText(/Audit type/), { target: { value: 'internal' } });
    fireEvent.change(within(dialog).getByLabelText(/Framework/), { target: { value: 'hipaa' } });
    fireEvent.change(within(dialog).getByLabelText(/Auditor or firm/), { target: { value: 'KPMG' } });
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2027-03-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '2027-03-05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Audit' }));
    await waitFor(() => expect(schedule).toHaveBeenCalledTimes(1));
    expect(posted(schedule)).toMatchObject({
      name: 'New',
      type: 'internal',
      framework: 'hipaa',
      auditor: 'KPMG',
      startDate: '2027-03-01',
      endDate: '2027-03-05',
    });
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(await screen.findByText('Audit "New" scheduled for 2027-03-01.')).toBeInTheDocument();
  });

  it('edits an audit from its row with its version, refusing a result before completion in the browser', async () => {
    const { edit } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit SOC 2 Type II Annual Audit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Audit' });
    expect(within(dialog).getByLabelText(/Audit name/)).toHaveValue('SOC 2 Type II Annual Audit');
    expect(within(dialog).getByLabelText(/End date/)).toHaveValue('2027-01-23');
    fireEvent.change(within(dialog).getByLabelText(/Result/), { target: { value: 'Pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Audit' }));
    expect(await within(dialog).findByText(/Only a completed audit has a result/)).toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Status/), { target: { value: 'completed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Audit' }));
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(posted(edit)).toMatchObject({
      id: soc2.id,
      version: '2',
      status: 'completed',
      result: 'Pass',
      name: 'SOC 2 Type II Annual Audit',
    });
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(await screen.findByText('Audit "SOC 2 Type II Annual Audit" saved.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the message when the audit changed since it was read', async () => {
    const stale = 'This record was changed by someone else. Reload to see the latest.';
    setup({
      changeActions: {
        edit: action({ status: 'error', fieldErrors: {}, formError: stale }),
        reschedule: action(success(soc2, '')),
        cancel: action(success(soc2, '')),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit SOC 2 Type II Annual Audit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Audit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Audit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    expect(dialog).toHaveAttribute('open');
  });

  it('reschedules with new dates and a note', async () => {
    const { reschedule } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule SOC 2 Type II Annual Audit' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule Audit' });
    expect(within(dialog).getByText('2027-01-05 – 2027-01-23')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/New start date/), { target: { value: '2027-02-01' } });
    fireEvent.change(within(dialog).getByLabelText(/New end date/), { target: { value: '2027-01-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule Audit' }));
    expect(await within(dialog).findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/New end date/), { target: { value: '2027-02-10' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Auditor asked to move.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule Audit' }));
    await waitFor(() => expect(reschedule).toHaveBeenCalledTimes(1));
    expect(posted(reschedule)).toEqual({
      id: soc2.id,
      version: '2',
      startDate: '2027-02-01',
      endDate: '2027-02-10',
      note: 'Auditor asked to move.',
    });
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });

  it('cancels only with a reason, and Keep Audit closes without a change', async () => {
    const { cancel } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel SOC 2 Type II Annual Audit' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel Audit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Audit' }));
    expect(dialog).not.toHaveAttribute('open');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel SOC 2 Type II Annual Audit' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel Audit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Audit' }));
    expect(await within(dialog).findByText('Enter the reason for cancelling.')).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Reason for cancelling/), { target: { value: 'Budget moved to next year.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Audit' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(posted(cancel)).toEqual({ id: soc2.id, version: '2', reason: 'Budget moved to next year.' });
  });

  it('shows what to do first when the organization has no audits and no frameworks', () => {
    setup({ page: { rows: [], total: 0, page: 1, pageCount: 1 }, upcoming: [], readiness: [], stats: noAudits });
    expect(screen.getByRole('heading', { name: 'No audits yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByText('Upcoming Audits', { selector: 'h2' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '+ Schedule Audit' })).toHaveLength(1);
    expect(figure('Days to Next Audit')).toHaveTextContent('—');
    expect(screen.getByRole('heading', { name: 'No frameworks yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add Framework' })).toHaveAttribute('href', '/manage/addFrameworks');
  });

  it('shows a viewer no way to schedule or change audits, only to read them', () => {
    setup({ canEdit: false, canAddFrameworks: false });
    expect(screen.queryByRole('button', { name: '+ Schedule Audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    for (const label of ['Edit', 'Reschedule', 'Cancel'])
      expect(screen.queryByRole('button', { name: `${label} SOC 2 Type II Annual Audit` })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View SOC 2 Type II Annual Audit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download GDPR Compliance Assessment' })).toBeInTheDocument();
  });

  it('tells a viewer of an empty organization who can schedule', () => {
    setup({
      page: { rows: [], total: 0, page: 1, pageCount: 1 },
      upcoming: [],
      readiness: [],
      canEdit: false,
      canAddFrameworks: false,
      stats: noAudits,
    });
    expect(screen.getByText(/Members and administrators can schedule them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Schedule Audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+ Add Framework' })).not.toBeInTheDocument();
  });
});
