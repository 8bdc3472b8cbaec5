import { render, screen, within } from '@testing-library/react';
import { PolicyAcceptance } from '@/components/manage/policies/policy-acceptance';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import { acceptanceRoster, rosterPage, type RosterPerson } from '@/lib/domain/policies/acceptance';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  usePathname: () => '/manage/policies/p-1',
  useSearchParams: () => new URLSearchParams('page=2'),
}));

const person = (index: number): RosterPerson => ({
  id: `person-${index}`,
  name: `Person ${String(index).padStart(2, '0')}`,
  email: `person-${index}@example.com`,
  department: '',
  memberId: null,
  startDate: '2024-01-01',
  endDate: null,
});

const people = Array.from({ length: PAGE_SIZE + 2 }, (_, index) => person(index));
const roster = acceptanceRoster(
  people,
  [{ personId: 'person-0', versionLabel: 'v1.0', acceptedAt: new Date('2026-06-01T08:00:00Z') }],
  'v1.0',
  '2026-11-23',
);

const shown = (page: number) =>
  render(
    <PolicyAcceptance
      policyId="p-1"
      policyName="Acceptable Use"
      roster={rosterPage(roster, page)}
      scope={[]}
      mine={null}
      accept={jest.fn()}
    />,
  );

describe('PolicyAcceptance', () => {
  it('shows a page of the people and the count of all of them', () => {
    shown(2);
    const table = screen.getByRole('table', { name: 'Who has accepted Acceptable Use' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      `Person ${PAGE_SIZE} person-${PAGE_SIZE}@example.comPending`,
      `Person ${PAGE_SIZE + 1} person-${PAGE_SIZE + 1}@example.comPending`,
    ]);
    expect(screen.getByText(`1 of ${PAGE_SIZE + 2} accepted`)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Acceptance pages' });
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/manage/policies/p-1');
  });

  it('shows no pager when everyone fits on one page', () => {
    render(
      <PolicyAcceptance
        policyId="p-1"
        policyName="Acceptable Use"
        roster={rosterPage(acceptanceRoster(people.slice(0, 3), [], 'v1.0', '2026-11-23'), 1)}
        scope={[]}
        mine={null}
        accept={jest.fn()}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Acceptance pages' })).toBeNull();
  });
});
