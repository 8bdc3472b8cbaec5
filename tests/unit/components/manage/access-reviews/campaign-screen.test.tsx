import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CampaignScreen } from '@/components/manage/access-reviews/campaign-screen';
import type { AccountRow } from '@/components/manage/access-reviews/accounts-table';
import { ToastProvider } from '@/components/ui/toast';
import type { AccountFilters } from '@/lib/schemas/access-reviews/records';

const replace = jest.fn();
const refresh = jest.fn();
let query = new URLSearchParams();
jest.mock('next/navigation', () => ({
  usePathname: () => '/manage/access-reviews/c1',
  useRouter: () => ({ replace, refresh }),
  useSearchParams: () => query,
}));

const row = (index: number): AccountRow => ({
  id: `a${index}`,
  version: 1,
  systemId: 's1',
  systemName: 'Ledger',
  name: `user${index}`,
  email: `user${index}@acme.example`,
  role: 'member',
  admin: false,
  lastActivity: null,
  decision: null,
  reason: '',
  decidedByName: null,
  verification: null,
  person: null,
});

const undecided: AccountFilters = { system: '', status: '', admin: '', undecided: true };
const decideMany = jest.fn();
const noAction = jest.fn();

function setup(bulk: { count: number; fingerprint: string } | null) {
  render(
    <ToastProvider>
      <CampaignScreen
        detail={{
          campaign: {
            id: 'c1',
            name: 'Q4',
            status: 'open',
            dueOn: '2026-12-15',
            version: 1,
            closedAt: null,
            closedByName: null,
            evidenceId: null,
          },
          systems: [
            {
              id: 's1',
              source: 'csv',
              name: 'Ledger',
              listedAt: new Date(),
              reviewerMemberId: 'm1',
              reviewerName: 'Rita',
              ownerName: null,
            },
          ],
          blockers: [],
          accountCount: 50,
        }}
        accounts={{ rows: [row(21), row(22)], total: 45, page: 2, pageCount: 3 }}
        filters={undecided}
        bulk={bulk}
        canEdit={bulk !== null}
        me={{ id: 'm1', email: 'rita@acme.example', admin: false }}
        team={[]}
        actions={{ decide: noAction, decideMany, close: noAction, addCsvSystem: noAction, relist: noAction }}
      />
    </ToastProvider>,
  );
}

beforeEach(() => {
  query = new URLSearchParams('undecided=yes&page=2');
  replace.mockReset();
  decideMany.mockReset();
});

describe('CampaignScreen', () => {
  it('shows the page of accounts it was given, how many the filters match, and a pager keeping the filters', () => {
    setup({ count: 44, fingerprint: 'f'.repeat(64) });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('45 of 50 accounts')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Account pages' });
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/manage/access-reviews/c1?undecided=yes&page=3');
  });

  it('puts a filter change in the URL and starts again at the first page', () => {
    setup(null);
    fireEvent.change(screen.getByLabelText('Admin'), { target: { value: 'yes' } });
    expect(replace).toHaveBeenCalledWith('/manage/access-reviews/c1?undecided=yes&admin=yes', { scroll: false });
  });

  it('shows a changed filter at once, before the server answers with its page', () => {
    setup(null);
    const undecidedOnly = screen.getByRole('checkbox', { name: 'Undecided only' });
    expect(undecidedOnly).toBeChecked();
    fireEvent.click(undecidedOnly);
    expect(undecidedOnly).not.toBeChecked();
    expect(replace).toHaveBeenLastCalledWith('/manage/access-reviews/c1', { scroll: false });
  });

  it('writes a bulk count of thousands with its separator', () => {
    setup({ count: 4900, fingerprint: 'f'.repeat(64) });
    expect(screen.getByRole('button', { name: 'Apply to 4,900 accounts' })).toBeInTheDocument();
  });

  it('says the bulk decision covers every page, and sends the filters and the fingerprint, never account ids', async () => {
    setup({ count: 44, fingerprint: 'f'.repeat(64) });
    expect(screen.getByText(/Applies to all 44 accounts matching the filters that you may decide, on all 3 pages/)).toBeInTheDocument();
    decideMany.mockResolvedValue({ status: 'success', message: 'Saved.', record: [] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply to 44 accounts' })));
    await waitFor(() => expect(decideMany).toHaveBeenCalledTimes(1));
    expect(decideMany).toHaveBeenCalledWith({
      campaignId: 'c1',
      decision: 'keep',
      reason: '',
      filters: undecided,
      fingerprint: 'f'.repeat(64),
    });
  });

  it('shows no bulk decision to a member who decides nothing here', () => {
    setup(null);
    expect(screen.queryByRole('button', { name: /^Apply to/ })).not.toBeInTheDocument();
  });
});
