import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConnectIntuneForm } from '@/components/manage/integrations/connect-intune-form';
import { ToastProvider } from '@/components/ui/toast';
import type { FormAction } from '@/lib/schemas/form-state';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

type Action = FormAction<{ id: string }>;
const secret = 'Qx8~abcdefghijklmnopqrstuvwxyz0123456789';
const refusing = (formError: string) =>
  jest.fn<ReturnType<Action>, Parameters<Action>>(async () => ({ status: 'error', fieldErrors: {}, formError }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ConnectIntuneForm', () => {
  const renderForm = (action: Action) =>
    render(
      <ToastProvider>
        <ConnectIntuneForm action={action} />
      </ToastProvider>,
    );

  it('says what is wrong in the browser, without calling the server', async () => {
    const action = refusing('');
    renderForm(action);
    type('Tenant ID', 'acme.onmicrosoft.com');
    type('Client ID', 'my-app');
    type('Client secret', '0b7c1f4e-2d3a-4c5b-8e9f-1a2b3c4d5e6f');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Microsoft Intune' }));
    expect(await screen.findByText(/^Enter the app's client \(application\) ID/)).toBeInTheDocument();
    expect(screen.getByText("This is the secret's ID: copy its Value instead.")).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the tenant, the app and Microsoft's addresses, and shows Microsoft's refusal", async () => {
    const action = refusing('Microsoft refused the app (its token could not be issued).');
    renderForm(action);
    type('Tenant ID', 'acme.onmicrosoft.com');
    type('Client ID', '3f1c2a64-8d0e-4b7a-9a51-6c2e0f4d9b10');
    type('Client secret', secret);
    fireEvent.change(screen.getByLabelText('Minimum macOS'), { target: { value: '15.0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Microsoft Intune' }));
    expect(await screen.findByText('Microsoft refused the app (its token could not be issued).')).toBeInTheDocument();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const sent = action.mock.calls[0]![1] as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      provider: 'intune',
      tenantId: 'acme.onmicrosoft.com',
      clientId: '3f1c2a64-8d0e-4b7a-9a51-6c2e0f4d9b10',
      clientSecret: secret,
      loginUrl: 'https://login.microsoftonline.com',
      graphUrl: 'https://graph.microsoft.com',
      minimumWindows: '10.0.19045',
      minimumMacos: '15.0',
      minimumIos: '17.0',
      minimumAndroid: '13',
    });
    expect(screen.getByLabelText('Client secret')).toHaveAttribute('type', 'password');
  });

  it('offers each vendor’s releases as its minimum, the oldest one still updated chosen', () => {
    renderForm(refusing(''));
    expect(screen.getByLabelText('Minimum Windows')).toHaveDisplayValue('Windows 10 22H2 (10.0.19045)');
    expect(screen.getByLabelText('Minimum macOS')).toHaveDisplayValue('macOS 14 Sonoma');
    expect(screen.getByLabelText('Minimum iOS and iPadOS')).toHaveDisplayValue('iOS 17');
    expect(screen.getByLabelText('Minimum Android')).toHaveDisplayValue('Android 13');
    expect(screen.getAllByRole('option', { name: /^macOS/ }).map((option) => option.textContent)).toEqual([
      'macOS 13 Ventura',
      'macOS 14 Sonoma',
      'macOS 15 Sequoia',
      'macOS 26 Tahoe',
    ]);
  });
});
