import { fireEvent, render, screen } from '@testing-library/react';
import { ConnectJiraForm } from '@/components/manage/integrations/connect-jira-form';
import { ConnectSlackForm } from '@/components/manage/integrations/connect-slack-form';
import { ToastProvider } from '@/components/ui/toast';
import type { FormAction } from '@/lib/schemas/form-state';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

type Action = FormAction<{ id: string }>;
const refusing = (formError: string) =>
  jest.fn<ReturnType<Action>, Parameters<Action>>(async () => ({ status: 'error', fieldErrors: {}, formError }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ConnectJiraForm', () => {
  it('says what is wrong in the browser, and sends the site, account, project and issue type otherwise', async () => {
    const action = refusing('Jira refused the e-mail and API token (401): one is wrong, or the token was revoked.');
    render(
      <ToastProvider>
        <ConnectJiraForm action={action} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Connect Jira' }));
    expect(await screen.findByText('Enter the site URL.')).toBeInTheDocument();
    expect(screen.getByText('Enter an API token.')).toBeInTheDocument();
    type('Project key', 'o');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Jira' }));
    expect(
      await screen.findByText('Enter the project key as in its issues (OPS in OPS-12): 2 to 10 letters or digits.'),
    ).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    type('Site URL', 'https://acme.atlassian.net');
    type('Account e-mail', 'robot@acme.example');
    type('Project key', 'ops');
    type('API token', 'ATATT3xFfGF0abcdefghijkl');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Jira' }));
    expect(await screen.findByText(/^Jira refused the e-mail and API token/)).toBeInTheDocument();
    expect(Object.fromEntries((action.mock.calls[0]![1] as FormData).entries())).toEqual({
      provider: 'jira',
      baseUrl: 'https://acme.atlassian.net',
      email: 'robot@acme.example',
      projectKey: 'ops',
      issueType: 'Task',
      token: 'ATATT3xFfGF0abcdefghijkl',
    });
  });
});

describe('ConnectSlackForm', () => {
  it('asks for the bot token and the channel ID rather than its name', async () => {
    const action = refusing('never sent');
    render(
      <ToastProvider>
        <ConnectSlackForm action={action} />
      </ToastProvider>,
    );
    type('Channel ID', '#compliance');
    type('Bot token', 'xoxp-user-token-not-a-bot-000');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Slack' }));
    expect(await screen.findByText('Enter the channel ID (C0123456789, in the channel’s details), not its name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the bot token, which starts with xoxb-.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });
});
