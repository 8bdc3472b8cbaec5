import { render, screen, within } from '@testing-library/react';
import { VulnerabilitiesScreen } from '@/components/manage/vulnerabilities/vulnerabilities-screen';
import { ToastProvider } from '@/components/ui/toast';
import type { VulnerabilityFinding } from '@/lib/schemas/vulnerabilities/records';

jest.mock('next/navigation', () => ({
  usePathname: () => '/manage/vulnerabilities',
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
  useSearchParams: () => new URLSearchParams('show=fixed&page=2'),
}));

const finding = (id: string, asset: string): VulnerabilityFinding => ({
  id,
  asset,
  identifier: `CVE-2026-${id}`,
  title: 'lodash',
  severity: 'high',
  sources: ['github:dependabot'],
  url: '',
  firstSeenOn: '2026-01-01',
  fixedOn: '2026-02-01',
  dueOn: '2026-01-31',
  state: 'fixed',
  ownerName: null,
  exceptions: [],
});

const action = jest.fn(async () => ({ status: 'idle' as const }));

function setup() {
  render(
    <ToastProvider>
      <VulnerabilitiesScreen
        findings={[finding('1001', 'acme/web'), finding('1002', 'acme/api'), finding('1003', 'acme/web')]}
        page={{ total: 43, page: 2, pageCount: 3 }}
        which="fixed"
        sources={[]}
        deadlines={{ critical: 7, high: 30, medium: 90, low: 180 }}
        today="2026-03-01"
        currentMemberId="me"
        members={[{ value: 'm1', label: 'Ada' }]}
        owners={{ 'acme/web': 'm1', 'acme/other': 'm1' }}
        actions={{ requestException: action, setAssetOwner: action }}
      />
    </ToastProvider>,
  );
}

it('pages the list, keeping the fixed filter in the links', () => {
  setup();
  const pager = screen.getByRole('navigation', { name: 'Finding pages' });
  expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
  expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/manage/vulnerabilities?show=fixed');
  expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/manage/vulnerabilities?show=fixed&page=3');
  expect(screen.getAllByRole('row')).toHaveLength(4);
});

it('offers an owner form for each asset of the page only', () => {
  setup();
  const forms = screen.getAllByRole('form', { name: /^Owner of / });
  expect(forms.map((form) => form.getAttribute('aria-label'))).toEqual(['Owner of acme/api', 'Owner of acme/web']);
  expect(screen.getByRole('combobox', { name: 'Owner of acme/web' })).toHaveValue('m1');
});
