import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConnectGoogleCloudForm } from '@/components/manage/integrations/connect-google-cloud-form';
import { ToastProvider } from '@/components/ui/toast';
import type { FormAction } from '@/lib/schemas/form-state';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

const key = JSON.stringify({
  type: 'service_account',
  client_email: 'reader@acme-platform.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg\n-----END PRIVATE KEY-----\n',
});
type Action = FormAction<{ id: string }>;
const renderForm = (action: Action) =>
  render(
    <ToastProvider>
      <ConnectGoogleCloudForm action={action} />
    </ToastProvider>,
  );
const submit = (serviceAccountKey: string) => {
  fireEvent.change(screen.getByLabelText('Service account JSON key'), { target: { value: serviceAccountKey } });
  fireEvent.click(screen.getByRole('button', { name: 'Connect Google Cloud' }));
};

describe('ConnectGoogleCloudForm', () => {
  it('says what is wrong with the key in the browser, without calling the server', async () => {
    const action = jest.fn<ReturnType<Action>, Parameters<Action>>();
    renderForm(action);
    submit('{"type":"service_account"');
    expect(await screen.findByText(/^This is not JSON\./)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the key and the API URL, and shows Google's refusal", async () => {
    const action = jest.fn<ReturnType<Action>, Parameters<Action>>(async () => ({
      status: 'error',
      fieldErrors: {},
      formError: 'Google refused the service account (its token could not be issued).',
    }));
    renderForm(action);
    submit(key);
    expect(await screen.findByText('Google refused the service account (its token could not be issued).')).toBeInTheDocument();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const sent = action.mock.calls[0]![1] as FormData;
    expect(sent.get('provider')).toBe('google-cloud');
    expect(sent.get('baseUrl')).toBe('https://googleapis.com');
    expect(sent.get('serviceAccountKey')).toBe(key);
  });
});
