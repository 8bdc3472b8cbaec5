import { act, renderHook } from '@testing-library/react';
import { useUrlFilters } from '@/components/ui/use-url-filters';

const replace = jest.fn();
let query = new URLSearchParams('status=active');
jest.mock('next/navigation', () => ({
  usePathname: () => '/manage/frameworks',
  useRouter: () => ({ replace }),
  useSearchParams: () => query,
}));

beforeEach(() => {
  replace.mockReset();
  query = new URLSearchParams('status=active');
});

describe('useUrlFilters', () => {
  it('reads missing keys as empty', () => {
    const { result } = renderHook(() => useUrlFilters(['status', 'search'] as const));
    expect(result.current[0]).toEqual({ status: 'active', search: '' });
  });

  it('replaces the query, dropping empty values', () => {
    const { result } = renderHook(() => useUrlFilters(['status', 'search'] as const));
    act(() => result.current[1]({ status: '' }));
    expect(replace).toHaveBeenLastCalledWith('/manage/frameworks', { scroll: false });
  });

  it('builds a quick second change on the first, before the router shows it', () => {
    const { result } = renderHook(() => useUrlFilters(['status', 'tag', 'search'] as const));
    act(() => result.current[1]({ tag: 'popular' }));
    act(() => result.current[1]({ search: 'fda' }));
    expect(replace).toHaveBeenLastCalledWith('/manage/frameworks?status=active&tag=popular&search=fda', { scroll: false });
  });

  it('starts again from the URL after Back', () => {
    const { result, rerender } = renderHook(() => useUrlFilters(['status', 'tag'] as const));
    act(() => result.current[1]({ tag: 'popular' }));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    query = new URLSearchParams('status=progress');
    rerender();
    act(() => result.current[1]({ tag: 'eu' }));
    expect(replace).toHaveBeenLastCalledWith('/manage/frameworks?status=progress&tag=eu', { scroll: false });
  });
});
