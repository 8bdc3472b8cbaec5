import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RegisterForm } from '@/components/auth/register-form';
import { ToastProvider } from '@/components/ui/toast';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
}));

/** jsdom has no Response: the forms only read ok, status and json(). */
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });
const fetchMock = jest.fn();
const token = 'invitation-token-0123456789abcdef';
const invitation = { organizationName: 'Analytical Health', email: 'vera@example.com', roleLabel: 'Viewer' };

/** The server's answers: sign-up offered, the invitation `lookup`, and `posted` for the sign-up itself. */
function serve(lookup: ReturnType<typeof reply>, posted = reply(201, { code: 200, message: 'Account created successfully!' })) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return posted;
    return url.startsWith('/api/invitations/') ? lookup : reply(200, { code: 200, data: { enabled: true } });
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', `/register?invitation=${token}`);
  replace.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const renderForm = () =>
  render(
    <ToastProvider>
      <RegisterForm />
    </ToastProvider>,
  );
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const posted = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([path, init]) => [path, JSON.parse(String(init.body))]);

function fill() {
  type('Full name', 'Vera Viewer');
  type('Password', 'long-enough-password');
  type('Confirm password', 'long-enough-password');
  fireEvent.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'));
}

describe('RegisterForm reached from an invitation', () => {
  it('says which organization the person joins, shows the invited e-mail read-only and asks nothing about founding one', async () => {
    serve(reply(200, { code: 200, data: invitation }));
    renderForm();
    const joining = await screen.findByText(/You are joining/);
    expect(joining).toHaveTextContent('You are joining Analytical Health as Viewer.');
    expect(fetchMock).toHaveBeenCalledWith(`/api/invitations/${token}`, expect.anything());
    const email = screen.getByLabelText('Work email');
    expect(email).toHaveValue('vera@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Industry')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I have an account: sign in to accept' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/invitations/${token}`)}`,
    );
  });

  it('posts the name, the password and the token (never an e-mail or a company), then opens the organization', async () => {
    serve(reply(200, { code: 200, data: invitation }));
    renderForm();
    await screen.findByText(/You are joining/);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/manage', undefined));
    expect(posted()).toEqual([
      [
        '/api/user-management/register',
        {
          fullName: 'Vera Viewer',
          password: 'long-enough-password',
          confirmPassword: 'long-enough-password',
          terms: true,
          marketing: false,
          invitation: token,
        },
      ],
    ]);
  });

  it('shows the server’s refusal (a link used meanwhile, or too many attempts) and stays usable', async () => {
    const message = 'Too many invitation attempts from your network. Please try again in 15 minutes.';
    serve(reply(200, { code: 200, data: invitation }), reply(429, { code: 429, message }));
    renderForm();
    await screen.findByText(/You are joining/);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows why a link cannot be used, with no form', async () => {
    const message = 'This invitation has expired. Ask an administrator of the organization to invite you again.';
    serve(reply(422, { code: 422, message }));
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('shows the founding form without an invitation', async () => {
    window.history.replaceState(null, '', '/register');
    serve(reply(404, {}));
    renderForm();
    expect(await screen.findByLabelText('Company name')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/invitations/'))).toBe(false);
  });
});
