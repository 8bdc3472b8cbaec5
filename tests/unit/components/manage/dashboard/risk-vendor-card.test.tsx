import { render, screen, within } from '@testing-library/react';
import { RiskVendorCard } from '@/components/manage/dashboard/risk-vendor-card';

describe("the dashboard's Risks and Vendors card", () => {
  it('shows the serious risks and the overdue vendor reviews out of their totals, with their links', () => {
    render(<RiskVendorCard figures={{ risks: 12, seriousRisks: 3, vendors: 7, reviewsOverdue: 2 }} />);
    const card = screen.getByRole('region', { name: 'Risks and Vendors' });
    expect(within(card).getByText('High or critical risks after treatment').nextElementSibling).toHaveTextContent('3 of 12');
    expect(within(card).getByText('Vendor reviews overdue').nextElementSibling).toHaveTextContent('2 of 7');
    expect(within(card).getByRole('link', { name: 'View risks' })).toHaveAttribute('href', '/manage/risks');
    expect(within(card).getByRole('link', { name: 'View vendors' })).toHaveAttribute('href', '/manage/vendors');
  });

  it('marks overdue reviews in red only when there are some', () => {
    const { rerender } = render(<RiskVendorCard figures={{ risks: 0, seriousRisks: 0, vendors: 0, reviewsOverdue: 0 }} />);
    expect(screen.getByText('Vendor reviews overdue').nextElementSibling!.firstElementChild).not.toHaveClass('text-red-800');
    rerender(<RiskVendorCard figures={{ risks: 0, seriousRisks: 0, vendors: 4, reviewsOverdue: 1 }} />);
    expect(screen.getByText('Vendor reviews overdue').nextElementSibling!.firstElementChild).toHaveClass('text-red-800');
  });
});
