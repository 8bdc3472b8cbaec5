import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AuditsClient } from '@/components/manage/audits/audits-client';
import type { FormAction } from '@/components/manage/settings/types';
import { ToastProvider } from '@/components/ui/toast';
import type { Audit, AuditReadiness } from '@/lib/schemas/audit';

const replace = jest.fn();
let query = new URLSearchParams();
jest.mock('next/navigation', () => ({
  usePathname: () => '/manage/audits',
  useRouter: () => ({ replace }),
  useSearchParams: () => query,
}));

const audit = (name: string, status: Audit['status'], startDate: string, overrides: Partial<Audit> = {}): Audit => ({
  id: name,
  name,
  type: 'external',
  framework: 'soc2',
  auditor: 'Deloitte & Touche',
  startDate,
  endDate: startDate,
  description: '',
  status,
  result: status === 'completed' ? 'Pass' : 'Pending',
  ...overrides,
});

const audits: Audit[] = [
  audit('ISO 27001 Surveillance Audit', 'preparing', '2027-02-15', { type: 'certification', framework: 'iso27001', auditor: 'BSI Group' }),
  audit('SOC 2 Type II Annual Audit', 'scheduled', '2027-01-05'),
  audit('GDPR Compliance Assessment', 'completed', '2026-09-08', { framework: 'gdpr' }),
];
const readiness: AuditReadiness[] = [
  { frameworkId: 'soc2', name: 'SOC 2 Type II', percent: 96 },
  { frameworkId: 'iso27001', name: 'ISO 27001', percent: 65 },
];
const stats = { upcoming: 2, inProgress: 0, completed: 1, daysToNextAudit: 45 };

function setup(overrides: Partial<Parameters<typeof AuditsClient>[0]> = {}) {
  const scheduleAudit = jest.fn<ReturnType<FormAction<Audit>>, Parameters<FormAction<Audit>>>(async () => ({ status: 'success', record: audits[1]!, message: 'Audit "New" scheduled for 2027-03-01.' }));
  render(
    <ToastProvider>
      <AuditsClient audits={audits} stats={stats} readiness={readiness} today="2026-11-21" canEdit canAddFrameworks scheduleAudit={scheduleAudit} {...overrides} />
    </ToastProvider>,
  );
  return scheduleAudit;
}

const figure = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement;

// jsdom has <dialog> without showModal()/close().
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  replace.mockReset();
  query = new URLSearchParams();
});

describe('AuditsClient', () => {
  it('shows the figures, upcoming audits counted from today, readiness and the history it is given', () => {
    setup();
    expect(figure('Upcoming Audits')).toHaveTextContent('2');
    expect(figure('Completed')).toHaveTextContent('1');
    expect(figure('Days to Next Audit')).toHaveTextContent('45');
    expect(within(screen.getByRole('listitem', { name: 'SOC 2 Type II Annual Audit' })).getByTestId('days-remaining')).toHaveTextContent('45 days remaining');
    expect(within(screen.getByRole('listitem', { name: 'ISO 27001 Surveillance Audit' })).getByTestId('days-remaining')).toHaveTextContent('86 days remaining');
    expect(screen.getByRole('progressbar', { name: 'SOC 2 Type II audit readiness' })).toHaveAttribute('aria-valuenow', '96');
    const table = screen.getByRole('table', { name: 'Audit history' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Showing 3 of 3 audits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit SOC 2 Type II Annual Audit' })).toBeInTheDocument();
  });

  it('keeps the no-match message when the filters match nothing', () => {
    query = new URLSearchParams('q=zzz');
    setup();
    expect(screen.getByText('Showing 0 of 3 audits')).toBeInTheDocument();
    expect(screen.getByText('No upcoming audits')).toBeInTheDocument();
    expect(screen.queryByText('No audits yet')).not.toBeInTheDocument();
  });

  it('schedules through the action it is given and closes the dialog on success', async () => {
    const scheduleAudit = setup();
    fireEvent.click(screen.getByRole('button', { name: '+ Schedule Audit' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Audit' });
    fireEvent.change(within(dialog).getByLabelText(/Audit name/), { target: { value: 'New' } });
    fireEvent.change(within(dialog).getByLabelText(/Audit type/), { target: { value: 'internal' } });
    fireEvent.change(within(dialog).getByLabelText(/Framework/), { target: { value: 'hipaa' } });
    fireEvent.change(within(dialog).getByLabelText(/Auditor or firm/), { target: { value: 'KPMG' } });
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2027-03-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '2027-03-05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Audit' }));
    await waitFor(() => expect(scheduleAudit).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(scheduleAudit.mock.calls[0]![1].entries())).toMatchObject({ name: 'New', type: 'internal', framework: 'hipaa', auditor: 'KPMG', startDate: '2027-03-01', endDate: '2027-03-05' });
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(await screen.findByText('Audit "New" scheduled for 2027-03-01.')).toBeInTheDocument();
  });

  it('shows what to do first when the organization has no audits and no frameworks', () => {
    setup({ audits: [], readiness: [], stats: { upcoming: 0, inProgress: 0, completed: 0, daysToNextAudit: null } });
    expect(screen.getByRole('heading', { name: 'No audits yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '+ Schedule Audit' })).toHaveLength(1);
    expect(figure('Days to Next Audit')).toHaveTextContent('—');
    expect(screen.getByRole('heading', { name: 'No frameworks yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add Framework' })).toHaveAttribute('href', '/manage/addFrameworks');
  });

  it('shows a viewer no way to schedule, edit or add frameworks', () => {
    setup({ canEdit: false, canAddFrameworks: false });
    expect(screen.queryByRole('button', { name: '+ Schedule Audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit SOC 2 Type II Annual Audit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View SOC 2 Type II Annual Audit' })).toBeInTheDocument();
  });

  it('tells a viewer of an empty organization who can schedule', () => {
    setup({ audits: [], readiness: [], canEdit: false, canAddFrameworks: false, stats: { upcoming: 0, inProgress: 0, completed: 0, daysToNextAudit: null } });
    expect(screen.getByText(/Members and administrators can schedule them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Schedule Audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+ Add Framework' })).not.toBeInTheDocument();
  });
});
