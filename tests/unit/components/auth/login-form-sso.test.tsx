import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/auth/login-form';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
}));

function answer(status: number, body: unknown): Response {
  return { status, ok: status < 300, json: async () => body } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const email = () => screen.getByLabelText('Email address');
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as unknown;

describe('LoginForm’s work e-mail first', () => {
  it('asks whether the address signs in through a provider once it is entered, and offers to continue there', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { code: 200, data: { sso: true } }));
    fetchMock.mockResolvedValueOnce(answer(502, { code: 502, message: 'Your identity provider could not be reached. Please try again.' }));
    render(<LoginForm />);
    fireEvent.change(email(), { target: { value: ' ann@acme.test ' } });
    fireEvent.blur(email());
    const go = await screen.findByRole('button', { name: 'Continue with single sign-on' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/sso/lookup');
    expect(bodyOf(0)).toEqual({ email: 'ann@acme.test' });
    fireEvent.click(go);
    expect(await screen.findByText('Your identity provider could not be reached. Please try again.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/sso/start');
    expect(bodyOf(1)).toEqual({ email: 'ann@acme.test' });
  });

  it('keeps to the password for an address without single sign-on, and asks nothing for a half-typed one', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { code: 200, data: { sso: false } }));
    render(<LoginForm />);
    fireEvent.change(email(), { target: { value: 'ann@' } });
    fireEvent.blur(email());
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(email(), { target: { value: 'ann@example.com' } });
    fireEvent.blur(email());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Continue with single sign-on' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeInTheDocument();
  });

  it('shows why a sign-in through the provider failed, as the provider’s answer sent it back', async () => {
    window.history.replaceState(
      null,
      '',
      `/login?${new URLSearchParams({ sso_error: 'The SAML assertion has expired. Check the server clocks and try again.' })}`,
    );
    render(<LoginForm />);
    expect(await screen.findByText('The SAML assertion has expired. Check the server clocks and try again.')).toBeInTheDocument();
  });
});
