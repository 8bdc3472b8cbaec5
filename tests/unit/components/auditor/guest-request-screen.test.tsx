import type { ReactElement } from 'react';
import { render as renderBare, screen, within } from '@testing-library/react';
import { GuestRequestScreen } from '@/components/auditor/guest-request-screen';
import { ENDED_AUDIT_NOTICE } from '@/components/manage/audit-requests/ended-audit-notice';
import { ToastProvider } from '@/components/ui/toast';
import type { ItemComment } from '@/lib/schemas/audit-requests/evidence-reviews';
import type { AuditRequest } from '@/lib/schemas/audit-requests/records';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const render = (element: ReactElement) => renderBare(<ToastProvider>{element}</ToastProvider>);

const action = jest.fn(async () => ({ status: 'idle' as const }));
const actions = { review: action, decide: action, comment: action, commentItem: action };

const request: AuditRequest = {
  id: 'request-1',
  auditId: 'audit-1',
  version: 3,
  position: 1,
  reference: 'R-1',
  text: 'Provide the access review.',
  dueOn: null,
  status: 'submitted',
  ownerMemberId: null,
  ownerName: null,
  controlIds: [],
  evidence: [
    {
      id: 'evidence-1',
      name: 'Q2 export',
      review: {
        state: 'flagged',
        comment: 'Wrong quarter.',
        reviewedByName: 'Ada Auditor (Ledger & Co)',
        reviewedAt: new Date('2026-07-02T10:00:00Z'),
      },
    },
  ],
  sampleId: null,
};

const itemThreads: Record<string, ItemComment[]> = {
  'evidence-1': [
    {
      id: 'c-1',
      kind: 'flagged',
      byAuditor: true,
      authorName: 'Ada Auditor (Ledger & Co)',
      body: 'Wrong quarter.',
      createdAt: new Date('2026-07-02T10:00:00Z'),
    },
    {
      id: 'c-2',
      kind: 'comment',
      byAuditor: false,
      authorName: 'Tom Team',
      body: 'Replaced with the Q3 export.',
      createdAt: new Date('2026-07-03T09:00:00Z'),
    },
  ],
};

const screenOf = (open: boolean) =>
  render(<GuestRequestScreen auditId="audit-1" request={request} thread={[]} itemThreads={itemThreads} actions={open ? actions : null} />);

describe('a request as its auditor sees it', () => {
  it('offers the item reviews, the item and request comments and the decision while the audit is open', () => {
    screenOf(true);
    expect(screen.queryByText(ENDED_AUDIT_NOTICE)).toBeNull();
    const item = screen.getByRole('listitem', { name: 'Q2 export' });
    expect(within(item).getByRole('button', { name: 'Accept item' })).toBeInTheDocument();
    expect(within(item).getByRole('form', { name: 'Discuss Q2 export' })).toBeInTheDocument();
    expect(within(item).getByRole('list', { name: 'Discussion of Q2 export' })).toHaveTextContent('Tom Team commented');
    expect(screen.getByRole('button', { name: 'Accept request' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Comment' })).toBeInTheDocument();
  });

  it('shows no form once the audit has ended, says so in one sentence, and still shows the threads', () => {
    const { container } = screenOf(false);
    expect(screen.getByText(ENDED_AUDIT_NOTICE)).toBeInTheDocument();
    expect(container.querySelectorAll('form, textarea, button')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Decision' })).toBeNull();
    const thread = screen.getByRole('list', { name: 'Discussion of Q2 export' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      expect.stringContaining('Ada Auditor (Ledger & Co) flagged the item'),
      expect.stringContaining('Replaced with the Q3 export.'),
    ]);
  });
});
