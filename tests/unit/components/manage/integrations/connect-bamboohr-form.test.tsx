import { fireEvent, render, screen } from '@testing-library/react';
import { ConnectBamboohrForm } from '@/components/manage/integrations/connect-bamboohr-form';
import { ToastProvider } from '@/components/ui/toast';
import type { FormAction } from '@/lib/schemas/form-state';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

type Action = FormAction<{ id: string }>;
const refusing = (formError: string) =>
  jest.fn<ReturnType<Action>, Parameters<Action>>(async () => ({ status: 'error', fieldErrors: {}, formError }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ConnectBamboohrForm', () => {
  const renderForm = (action: Action) =>
    render(
      <ToastProvider>
        <ConnectBamboohrForm action={action} />
      </ToastProvider>,
    );

  it('says what is wrong in the browser, and sends the subdomain, key and API URL otherwise', async () => {
    const action = refusing('BambooHR refused the API key (401).');
    renderForm(action);
    fireEvent.click(screen.getByRole('button', { name: 'Connect BambooHR' }));
    expect(await screen.findByText("Enter the company's subdomain.")).toBeInTheDocument();
    expect(screen.getByText('Enter an API key.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    type('Company subdomain', 'acme');
    type('API key', 'b1f0c2d3e4a5968778695a4b3c2d1e0f9a8b7c6d');
    fireEvent.click(screen.getByRole('button', { name: 'Connect BambooHR' }));
    expect(await screen.findByText('BambooHR refused the API key (401).')).toBeInTheDocument();
    const sent = action.mock.calls[0]![1] as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      provider: 'bamboohr',
      subdomain: 'acme',
      apiKey: 'b1f0c2d3e4a5968778695a4b3c2d1e0f9a8b7c6d',
      baseUrl: 'https://api.bamboohr.com',
    });
    // The key field hides what is typed.
    expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'password');
  });
});
