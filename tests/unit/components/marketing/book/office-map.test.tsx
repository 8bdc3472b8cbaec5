import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { OfficeMap } from '@/components/marketing/book/office-map';

const wrapperProps: Record<string, unknown>[] = [];

jest.mock('@googlemaps/react-wrapper', () => ({
  Status: { LOADING: 'LOADING', FAILURE: 'FAILURE', SUCCESS: 'SUCCESS' },
  Wrapper: ({ children, ...props }: { children: ReactNode }) => {
    wrapperProps.push(props);
    return <div data-testid="maps-wrapper">{children}</div>;
  },
}));

let intersect: ((entries: { isIntersecting: boolean }[]) => void) | undefined;

beforeEach(() => {
  wrapperProps.length = 0;
  intersect = undefined;
  window.IntersectionObserver = jest.fn((callback: (entries: { isIntersecting: boolean }[]) => void) => {
    intersect = callback;
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
});

describe('OfficeMap', () => {
  it('without a key shows the address and loads no map', () => {
    render(<OfficeMap />);
    expect(screen.getByText('100 Pine Street, Suite 1250')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of our office' })).not.toBeInTheDocument();
    expect(window.IntersectionObserver).not.toHaveBeenCalled();
  });

  it('with a key mounts the Maps wrapper only once the map scrolls into view', async () => {
    render(<OfficeMap apiKey="test-key" />);
    expect(screen.getByRole('region', { name: 'Map of our office' })).toBeInTheDocument();
    act(() => intersect?.([{ isIntersecting: false }]));
    expect(screen.queryByTestId('maps-wrapper')).not.toBeInTheDocument();
    act(() => intersect?.([{ isIntersecting: true }]));
    expect(await screen.findByTestId('maps-wrapper')).toBeInTheDocument();
    expect(wrapperProps[0]).toMatchObject({ apiKey: 'test-key', libraries: ['places'], language: 'en' });
  });
});
