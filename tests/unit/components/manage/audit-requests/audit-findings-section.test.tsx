import type { ReactElement } from 'react';
import { render as renderBare, screen, within } from '@testing-library/react';
import { AuditFindingsSection } from '@/components/manage/audit-requests/audit-findings-section';
import type { RequestFinding } from '@/lib/schemas/audit-requests/findings';
import type { AuditRequest } from '@/lib/schemas/audit-requests/records';
import { ToastProvider } from '@/components/ui/toast';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const render = (element: ReactElement) => renderBare(<ToastProvider>{element}</ToastProvider>);

const action = jest.fn(async () => ({ status: 'idle' as const }));

const request: AuditRequest = {
  id: 'request-1',
  auditId: 'audit-1',
  version: 1,
  position: 1,
  reference: 'R-1',
  text: 'Provide the access review.',
  dueOn: null,
  status: 'open',
  ownerMemberId: null,
  ownerName: null,
  controlIds: [],
  evidence: [],
  sampleId: null,
};

const finding = (state: RequestFinding['state'], title: string): RequestFinding => ({
  id: `finding-${state}`,
  auditId: 'audit-1',
  requestId: 'request-1',
  requestReference: 'R-1',
  version: 2,
  title,
  severity: 'minor',
  description: 'Two leavers kept access.',
  ownerMemberId: state === 'open' ? null : 'member-1',
  ownerName: state === 'open' ? null : 'Olivia Owner',
  dueOn: state === 'open' ? null : '2026-08-15',
  correctiveAction: state === 'open' ? '' : 'Remove the access.',
  state,
  raisedByName: 'Ada Auditor (Ledger & Co)',
  closedByName: null,
  closedAt: null,
  createdAt: new Date('2026-07-02T10:00:00Z'),
});

const findings = [finding('open', 'Unplanned'), finding('action-done', 'Remedied')];

describe('the findings of an audit', () => {
  it('offers the auditor raising, closing and reopening, never the remedy', () => {
    render(
      <AuditFindingsSection
        findings={findings}
        requests={[request]}
        actions={{ raise: action, step: action, steps: ['close', 'reopen'] }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Findings' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Unplanned · Minor nonconformity · Open');
    expect(items[0]).toHaveTextContent('owner none yet · due no date');
    expect(within(items[0]!).queryAllByRole('button')).toEqual([]);
    expect(
      within(items[1]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close', 'Reopen']);
    expect(screen.queryByRole('form', { name: 'Corrective action of Unplanned' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Raise a finding' })).toBeInTheDocument();
  });

  it('offers the team the remedy with an owner of the team', () => {
    render(
      <AuditFindingsSection
        findings={findings}
        requests={[request]}
        actions={{
          raise: action,
          step: action,
          steps: ['done', 'close', 'reopen'],
          plan: { action, team: [{ id: 'member-1', name: 'Olivia Owner' }] },
        }}
      />,
    );
    const plan = screen.getByRole('form', { name: 'Corrective action of Unplanned' });
    expect(within(plan).getByLabelText(/Owner/)).toHaveTextContent('Olivia Owner');
    expect(screen.getByRole('form', { name: 'Close Remedied' })).toBeInTheDocument();
  });

  it('shows an ended audit’s findings with no form', () => {
    render(<AuditFindingsSection findings={findings} requests={[request]} actions={null} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
