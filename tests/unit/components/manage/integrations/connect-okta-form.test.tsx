import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConnectOktaForm } from '@/components/manage/integrations/connect-okta-form';
import { ToastProvider } from '@/components/ui/toast';
import type { FormAction } from '@/lib/schemas/form-state';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

const token = '00abcDEF123ghiJKL456mnoPQR789stuVWX012yz';
const renderForm = (action: FormAction<{ id: string }>) =>
  render(
    <ToastProvider>
      <ConnectOktaForm action={action} />
    </ToastProvider>,
  );
const fill = (orgUrl: string, value = token) => {
  fireEvent.change(screen.getByLabelText('Okta URL'), { target: { value: orgUrl } });
  fireEvent.change(screen.getByLabelText('API token'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Connect Okta' }));
};

describe('ConnectOktaForm', () => {
  it('says what is wrong with the URL in the browser, without calling the server', async () => {
    const action = jest.fn<ReturnType<FormAction<{ id: string }>>, Parameters<FormAction<{ id: string }>>>();
    renderForm(action);
    expect(screen.getByRole('form', { name: 'Connect Okta' })).toBeInTheDocument();
    expect(screen.getByLabelText('API token')).toHaveAttribute('type', 'password');
    fill('http://acme.okta.com');
    expect(await screen.findByText('Enter an https:// URL, such as https://acme.okta.com.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the org URL, the token and the provider, and shows Okta's refusal", async () => {
    const action = jest.fn<ReturnType<FormAction<{ id: string }>>, Parameters<FormAction<{ id: string }>>>(async () => ({
      status: 'error',
      fieldErrors: {},
      formError: 'Okta refused the API token (401). Check that it is active and was created by a read-only administrator.',
    }));
    renderForm(action);
    fill('https://acme.okta.com');
    expect(await screen.findByText(/Okta refused the API token \(401\)/)).toBeInTheDocument();
    const sent = action.mock.calls[0]![1];
    expect(Object.fromEntries(sent.entries())).toEqual({ provider: 'okta', orgUrl: 'https://acme.okta.com', token });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Okta' })).toBeEnabled());
    expect(refresh).not.toHaveBeenCalled();
  });
});
