import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RegisterForm } from '@/components/auth/register-form';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { ResetRequestForm } from '@/components/auth/reset-request-form';
import { DemoForm } from '@/components/marketing/book/demo-form';
import { NewsletterForm } from '@/components/marketing/newsletter-form';
import { ToastProvider } from '@/components/ui/toast';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
}));

/** jsdom has no Response: the forms only read ok, status and json(). */
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });
const fetchMock = jest.fn();

/** Every POST is refused as over the limit; the sign-up service check (a GET) says it is offered. */
function refuseWith(message: string) {
  fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? reply(429, { code: 429, message }) : reply(200, { code: 200, data: { enabled: true } }),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const withToasts = (form: ReactNode) => render(<ToastProvider>{form}</ToastProvider>);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init.body)));

const forms: [string, () => Promise<void>, string][] = [
  [
    'the newsletter form',
    async () => {
      render(<NewsletterForm />);
      type('Email address', 'reader@example.com');
    },
    'Subscribe',
  ],
  [
    'the demo request form',
    async () => {
      render(<DemoForm />);
      type('First name', 'Ada');
      type('Last name', 'Lovelace');
      type('Work email', 'ada@engines.example');
      type('Company', 'Engines');
    },
    'Request a demo',
  ],
  [
    'the sign-up form',
    async () => {
      withToasts(<RegisterForm />);
      await screen.findByLabelText('Full name');
      type('Full name', 'Grace Hopper');
      type('Work email', 'grace@example.com');
      type('Company name', 'Engines');
      fireEvent.change(screen.getByLabelText('Industry'), { target: { value: '1' } });
      type('Password', 'first-password');
      type('Confirm password', 'first-password');
      fireEvent.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'));
    },
    'Create Account',
  ],
  [
    'the reset request form',
    async () => {
      withToasts(<ResetRequestForm />);
      await screen.findByLabelText('Email address');
      type('Email address', 'grace@example.com');
    },
    'Send reset link',
  ],
  [
    'the new password form',
    async () => {
      render(<ResetPasswordForm resetId="16fd2706-8baf-433b-82eb-8c7fada847da" />);
      type('New password', 'brand-new-password');
      type('Confirm new password', 'brand-new-password');
    },
    'Set new password',
  ],
];

describe.each(forms)('%s', (_name, fill, button) => {
  it('shows the 429 message and stays usable', async () => {
    const message = 'Too many requests from your network. Please try again in 45 minutes.';
    refuseWith(message);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });
});

describe('the honeypot field', () => {
  it.each(forms.filter(([name]) => name !== 'the new password form'))(
    'in %s: out of the tab order, hidden from assistive technology, and not sent while empty',
    async (_name, fill, button) => {
      refuseWith('Too many requests from your network. Please try again in 45 minutes.');
      await fill();
      const field = screen.getByLabelText('Website');
      expect(field).toHaveAttribute('name', 'website');
      expect(field).toHaveAttribute('tabindex', '-1');
      expect(field).toHaveAttribute('autocomplete', 'off');
      expect(field.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(within(field.closest('form')!).queryAllByRole('textbox', { name: 'Website' })).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: button }));
      await screen.findByRole('alert');
      expect(posted()).toHaveLength(1);
      expect(posted()[0]).not.toHaveProperty('website');
    },
  );

  it('sends what a bot typed into it, for the server to recognise', async () => {
    refuseWith('x');
    render(<NewsletterForm />);
    type('Email address', 'reader@example.com');
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'http://spam.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('alert');
    expect(posted()[0]).toEqual({ email: 'reader@example.com', website: 'http://spam.example' });
  });
});
