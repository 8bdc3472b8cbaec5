import { fireEvent, render, screen } from '@testing-library/react';
import { ListedPolicies } from '@/components/manage/trust/listed-policies';
import type { Option } from '@/components/ui/field';
import type { ListPage } from '@/lib/domain/list-query';

jest.mock('next/navigation', () => ({
  usePathname: () => '/manage/settings',
  useSearchParams: () => new URLSearchParams('path=trust'),
}));

const option = (index: number): Option => ({ value: `id-${index}`, label: `Policy ${index}` });
const page = (number: number, indexes: number[]): ListPage<Option> => ({ rows: indexes.map(option), total: 4, page: number, pageCount: 2 });

/** The policy ids the form around the list would post. */
const posted = (container: HTMLElement) => new FormData(container.querySelector('form')!).getAll('policyIds');

const shown = (number: number, indexes: number[], listed: string[] = ['id-1', 'id-3']) => (
  <form>
    <ListedPolicies page={page(number, indexes)} listed={listed} disabled={false} />
  </form>
);

describe('ListedPolicies', () => {
  it('ticks the listed policies of the page and posts every listed one, those of other pages too', () => {
    const { container } = render(shown(1, [0, 1]));
    expect(screen.getByRole('checkbox', { name: 'Policy 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Policy 0' })).not.toBeChecked();
    expect(posted(container)).toEqual(['id-1', 'id-3']);
    expect(screen.getByText('2 of 4 approved policies listed.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Policy pages' })).toHaveTextContent('Page 1 of 2');
  });

  it('keeps the ticks made on one page when the next page is shown', () => {
    const { container, rerender } = render(shown(1, [0, 1]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Policy 0' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Policy 1' }));
    rerender(shown(2, [2, 3]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Policy 3' }));
    expect(screen.getByRole('checkbox', { name: 'Policy 3' })).not.toBeChecked();
    expect(posted(container)).toEqual(['id-0']);
  });

  it('says when no policy is approved', () => {
    render(
      <form>
        <ListedPolicies page={{ rows: [], total: 0, page: 1, pageCount: 1 }} listed={[]} disabled />
      </form>,
    );
    expect(screen.getByText('No policy is approved yet: approved policies can be listed.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
