import type { ReactElement } from 'react';
import { fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import { RequestBulkTable } from '@/components/manage/audit-requests/request-bulk-table';
import type { AuditRequest, RequestStatus } from '@/lib/schemas/audit-requests/records';
import { ToastProvider } from '@/components/ui/toast';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const render = (element: ReactElement) => renderBare(<ToastProvider>{element}</ToastProvider>);

const request = (reference: string, status: RequestStatus, flagged = false): AuditRequest => ({
  id: `id-${reference}`,
  auditId: 'audit-1',
  version: 1,
  position: 1,
  reference,
  text: `Provide ${reference}.`,
  dueOn: null,
  status,
  ownerMemberId: null,
  ownerName: null,
  controlIds: [],
  evidence: [
    {
      id: `evidence-${reference}`,
      name: `Item ${reference}`,
      review: flagged ? { state: 'flagged', comment: 'Blurred.', reviewedByName: 'Ada', reviewedAt: new Date() } : null,
    },
  ],
  sampleId: null,
});

const requests = [request('R-1', 'submitted'), request('R-2', 'open'), request('R-3', 'submitted', true), request('R-4', 'accepted')];

describe('the request list with a bulk action', () => {
  it('selects every shown submitted request and posts only the selection of the shown rows', async () => {
    const action = jest.fn(async () => ({
      status: 'success' as const,
      record: { auditId: 'audit-1', moved: ['R-1'], skipped: [] },
      message: '1 request accepted.',
    }));
    render(<RequestBulkTable auditId="audit-1" requests={requests} basePath="/auditor/audit-1" bulk={{ kind: 'accept', action }} />);
    expect(screen.getByText('(1 flagged)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Select all submitted' }));
    expect(screen.getByRole('button', { name: 'Accept selected (2)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select R-2' })).not.toBeChecked();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'open' } });
    expect(screen.queryByRole('checkbox', { name: 'Select R-1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept selected (0)' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'submitted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected (2)' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const posted = (action.mock.calls[0] as unknown as [unknown, FormData])[1];
    expect([posted.get('auditId'), posted.getAll('requestIds')]).toEqual(['audit-1', ['id-R-1', 'id-R-3']]);
  });

  it('asks the team for the evidence before submitting the selected requests', async () => {
    const action = jest.fn(async () => ({ status: 'idle' as const }));
    render(
      <RequestBulkTable
        auditId="audit-1"
        requests={requests}
        basePath="/manage/audits/audit-1"
        bulk={{ kind: 'submit', action, library: [{ id: 'e-1', name: 'Access policy' }] }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select all open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit selected with this evidence (1)' }));
    expect(await screen.findByText('Choose the evidence to submit.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('shows the plain table without a bulk action', () => {
    render(<RequestBulkTable auditId="audit-1" requests={requests} basePath="/manage/audits/audit-1" bulk={null} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });
});
