import { fireEvent, render, screen } from '@testing-library/react';
import { ConnectGitlabForm } from '@/components/manage/integrations/connect-gitlab-form';
import { ToastProvider } from '@/components/ui/toast';
import type { FormAction } from '@/lib/schemas/form-state';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

type Action = FormAction<{ id: string }>;
const refusing = (formError: string) =>
  jest.fn<ReturnType<Action>, Parameters<Action>>(async () => ({ status: 'error', fieldErrors: {}, formError }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ConnectGitlabForm', () => {
  const renderForm = (action: Action) =>
    render(
      <ToastProvider>
        <ConnectGitlabForm action={action} />
      </ToastProvider>,
    );

  it('says what is wrong in the browser, and sends the group, token and GitLab URL otherwise', async () => {
    const action = refusing('GitLab refused the token (401).');
    renderForm(action);
    fireEvent.click(screen.getByRole('button', { name: 'Connect GitLab' }));
    expect(await screen.findByText('Enter the group.')).toBeInTheDocument();
    expect(screen.getByText('Enter an access token.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    type('Group', 'acme/platform');
    type('Access token', 'glpat-abcdefghijklmnopqrst');
    fireEvent.click(screen.getByRole('button', { name: 'Connect GitLab' }));
    expect(await screen.findByText('GitLab refused the token (401).')).toBeInTheDocument();
    const sent = action.mock.calls[0]![1] as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      provider: 'gitlab',
      group: 'acme/platform',
      token: 'glpat-abcdefghijklmnopqrst',
      baseUrl: 'https://gitlab.com',
    });
  });
});
