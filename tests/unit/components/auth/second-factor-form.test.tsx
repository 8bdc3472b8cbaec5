import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/auth/login-form';
import { CODE_REQUIRED, SECOND_FACTOR_NEEDED, WRONG_CODE } from '@/lib/schemas/organization/two-factor-texts';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
}));

function answer(status: number, body: unknown): Response {
  return { status, ok: status < 300, json: async () => body } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  window.history.replaceState(null, '', `/login?${new URLSearchParams({ redirect: '/manage/audits' })}`);
  replace.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** Signs in with a password the server answers 202: a code is needed. */
async function reachSecondStep() {
  fetchMock.mockResolvedValueOnce(answer(202, { code: 202, message: SECOND_FACTOR_NEEDED, data: { secondFactor: true } }));
  render(<LoginForm />);
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'a@b.co' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'pw' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  // The first submit loads the form's schemas: a busy machine may take a few seconds.
  return screen.findByLabelText('Authentication code', {}, { timeout: 10_000 });
}

const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

describe('the second step of the sign-in', () => {
  it('asks for the authentication code after a 202, focused, without leaving the page', async () => {
    const code = await reachSecondStep();
    expect(code).toHaveFocus();
    expect(screen.getByText(SECOND_FACTOR_NEEDED)).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('warns about an empty code without calling the server', async () => {
    await reachSecondStep();
    verify();
    expect(await screen.findByText(CODE_REQUIRED)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, then posts the right code and goes to the redirect", async () => {
    const code = await reachSecondStep();
    fetchMock.mockResolvedValueOnce(answer(401, { code: 401, message: WRONG_CODE }));
    fireEvent.change(code, { target: { value: '000000' } });
    verify();
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(answer(200, { code: 200, data: {} }));
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    verify();
    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(replace.mock.calls[0]?.[0]).toBe('/manage/audits');
    const [path, init] = fetchMock.mock.calls[2]!;
    expect(path).toBe('/api/user-management/login/mfa');
    expect(JSON.parse(String(init?.body))).toEqual({ code: '123456' });
  });

  it('goes back to the password with Use another account', async () => {
    await reachSecondStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });
});
