import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/auth/login-form';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
}));

function answer(status: number, body: unknown): Response {
  return { status, ok: status < 300, json: async () => body } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  replace.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const email = () => screen.getByLabelText('Email address');
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('LoginForm', () => {
  it('warns about the e-mail first and focuses it, without calling the server', async () => {
    render(<LoginForm />);
    submit();
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password')).not.toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('then warns about the password', async () => {
    render(<LoginForm />);
    fireEvent.change(email(), { target: { value: 'a@b.co' } });
    submit();
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button from the first click while the form is checked and sent', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { code: 200 }));
    render(<LoginForm />);
    fireEvent.change(email(), { target: { value: 'a@b.co' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    submit();
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('posts the credentials as JSON and goes to the safe redirect', async () => {
    window.history.replaceState(null, '', `/login?${new URLSearchParams({ redirect: '/manage/evidence?x=1' })}`);
    fetchMock.mockResolvedValueOnce(answer(200, { code: 200, data: { nickname: 'Acme' } }));
    render(<LoginForm />);
    fireEvent.change(email(), { target: { value: ' a@b.co ' } });
    fireEvent.change(password(), { target: { value: ' pass ' } });
    fireEvent.click(screen.getByLabelText('Remember me for 30 days'));
    submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/manage/evidence?x=1', undefined));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/user-management/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.co', password: ' pass ', remember: true });
  });

  it('refuses an off-site redirect', async () => {
    window.history.replaceState(null, '', `/login?${new URLSearchParams({ redirect: '//evil.example/x' })}`);
    fetchMock.mockResolvedValueOnce(answer(200, { code: 200 }));
    render(<LoginForm />);
    fireEvent.change(email(), { target: { value: 'a@b.co' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/manage', undefined));
  });

  it.each([
    [401, { message: 'anything' }, 'Invalid email or password. Please try again.'],
    [
      429,
      { message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' },
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    ],
    [
      429,
      { message: 'Too many sign-in attempts on this service right now. Please try again in 8 seconds.' },
      'Too many sign-in attempts on this service right now. Please try again in 8 seconds.',
    ],
    [
      504,
      { message: 'The sign-in service did not answer in time. Please try again later.' },
      'The sign-in service did not answer in time. Please try again later.',
    ],
  ])('shows the answer to a %i', async (status, body, text) => {
    fetchMock.mockResolvedValueOnce(answer(status, body));
    render(<LoginForm />);
    fireEvent.change(email(), { target: { value: 'a@b.co' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    submit();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
