import { fireEvent, render, screen, within } from '@testing-library/react';
import { RecordList } from '@/components/manage/records/record-list';

const replace = jest.fn();
let query = new URLSearchParams();
jest.mock('next/navigation', () => ({
  usePathname: () => '/manage/things',
  useRouter: () => ({ replace }),
  useSearchParams: () => query,
}));

const selects = [
  {
    key: 'status',
    label: 'Status',
    allLabel: 'All Statuses',
    options: [
      { value: 'open', label: 'Open' },
      { value: 'closed', label: 'Closed' },
    ],
  },
];

function setup(props: Partial<Parameters<typeof RecordList>[0]> = {}) {
  render(
    <RecordList
      stats={[{ label: 'Total Things', value: 45 }]}
      searchLabel="Search things"
      selects={selects}
      title="Things"
      noun={['thing', 'things']}
      page={{ total: 45, page: 2, pageCount: 3 }}
      primaryAction={<button type="button">+ New Thing</button>}
      {...props}
    >
      <table aria-label="Things table" />
    </RecordList>,
  );
}

beforeEach(() => {
  replace.mockReset();
  query = new URLSearchParams('status=open&page=2');
});

describe('RecordList', () => {
  it('says which rows of how many the page shows, with the cards, the table and the create button', () => {
    setup();
    expect(screen.getByText('Showing 21–40 of 45 things')).toBeInTheDocument();
    expect(screen.getByText('Total Things').parentElement).toHaveTextContent('45');
    expect(screen.getByRole('table', { name: 'Things table' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ New Thing' })).toBeInTheDocument();
  });

  it('links the neighbouring pages, keeping the filters', () => {
    setup();
    const pager = screen.getByRole('navigation', { name: 'Things pages' });
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/manage/things?status=open');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/manage/things?status=open&page=3');
  });

  it('shows no pager for a single page, and no Next on the last one', () => {
    setup({ page: { total: 3, page: 1, pageCount: 1 } });
    expect(screen.queryByRole('navigation', { name: 'Things pages' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 3 things')).toBeInTheDocument();
  });

  it('writes a filter change to the URL and starts again at page 1', () => {
    setup();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'closed' } });
    expect(replace).toHaveBeenCalledWith('/manage/things?status=closed', { scroll: false });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search things' }), { target: { value: 'door' } });
    expect(replace).toHaveBeenLastCalledWith('/manage/things?status=closed&q=door', { scroll: false });
  });

  it('replaces the filters and the table with the empty state when there is nothing at all', () => {
    setup({ empty: { title: 'No things yet', body: 'Create the first thing.' } });
    expect(screen.getByRole('heading', { name: 'No things yet' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '+ New Thing' })).toHaveLength(1);
  });
});
