import { render, screen, within } from '@testing-library/react';
import { AuthCard } from '@/components/auth/auth-card';
import { TermsConsentLabel } from '@/components/auth/terms-consent-label';
import { CheckboxField } from '@/components/ui/field';

describe('AuthCard', () => {
  it('links Privacy Policy, Terms of Service and Support to their pages', () => {
    render(
      <AuthCard title="Sign in" lead="Welcome back">
        <p>form</p>
      </AuthCard>,
    );
    const legal = screen.getByRole('navigation', { name: 'Legal and support' });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Support', '/support'],
    ]);
  });
});

describe('TermsConsentLabel', () => {
  it('keeps the label text and links each document by its name', () => {
    render(<CheckboxField label={<TermsConsentLabel />} name="terms" />);
    const checkbox = screen.getByLabelText('I agree to the Terms of Service and Privacy Policy');
    expect(checkbox).toHaveAttribute('type', 'checkbox');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
