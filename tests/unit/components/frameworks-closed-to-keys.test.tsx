import { render, screen } from '@testing-library/react';
import { FrameworksClosedToKeys } from '@/components/manage/settings/frameworks-closed-to-keys';
import { closedFramework } from '@/lib/domain/api-access';

describe('Settings › API Keys: the frameworks closed to keys', () => {
  it('links each closed framework to the settings where its API Access is turned on', () => {
    render(<FrameworksClosedToKeys closed={[closedFramework('soc2'), closedFramework('pci-dss')]} openCount={1} />);
    expect(screen.getByRole('heading', { name: 'Closed to API keys' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SOC 2 Type II: open API Access' })).toHaveAttribute(
      'href',
      '/manage/frameworkSettings?framework=soc2&section=advanced',
    );
    expect(screen.getByRole('link', { name: /PCI DSS.*: open API Access/ })).toHaveAttribute(
      'href',
      '/manage/frameworkSettings?framework=pci-dss&section=advanced',
    );
  });

  it('says so when every followed framework is open, and when none is followed', () => {
    const { rerender } = render(<FrameworksClosedToKeys closed={[]} openCount={2} />);
    expect(screen.getByText('Every framework the organization follows is open to API keys.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<FrameworksClosedToKeys closed={[]} openCount={0} />);
    expect(screen.getByText(/follows no framework yet/)).toBeInTheDocument();
  });
});
