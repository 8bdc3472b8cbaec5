import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AssistantLauncher } from '@/components/manage/assistant/assistant-launcher';
import type { AssistantActions } from '@/components/manage/assistant/types';
import type { AssistantReply, AssistantTurn } from '@/lib/schemas/assistant';

let pathname = '/manage/frameworkManage';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const control = {
  ref: 'control:AC-03',
  kind: 'control' as const,
  id: 'AC-03',
  label: 'AC-03 Access reviews',
  href: '/manage/frameworkManage',
};

const reply: AssistantReply = {
  mode: 'model',
  sentences: [
    { text: 'CC6.1 asks for quarterly access reviews.', citations: [control] },
    { text: 'It was met last year.', citations: [] },
  ],
  supported: false,
  proposals: [
    {
      id: 'p-1',
      kind: 'policy-draft',
      title: 'Access Control',
      summary: "Create the Draft policy 'Access Control'",
      preview: '',
      citations: [],
      status: 'proposed',
    },
  ],
  notice: null,
};

const turnOf = (question: string, answer: AssistantReply = reply): AssistantTurn => ({
  conversationId: '6f0c2b1e-0000-4000-8000-000000000001',
  messageId: `m-${question}`,
  question,
  reply: answer,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function actionsWith(overrides: Partial<AssistantActions> = {}): AssistantActions & { [K in keyof AssistantActions]: jest.Mock } {
  return {
    ask: jest.fn(async ({ question }) => ({ status: 'success', record: turnOf(question), message: 'Answered.' })),
    list: jest.fn(async () => ({ status: 'success', record: [], message: '' })),
    read: jest.fn(),
    remove: jest.fn(),
    ...overrides,
  } as never;
}

/** Clicks, then lets the action's answer render. */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

beforeEach(() => {
  pathname = '/manage/frameworkManage';
});

describe('the assistant panel', () => {
  it('opens as a labelled dialog with the question focused, and Escape closes it and returns focus to the button', async () => {
    render(<AssistantLauncher actions={actionsWith()} />);
    const button = screen.getByRole('button', { name: 'Assistant' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await click(button);
    expect(screen.getByRole('dialog', { name: 'Assistant' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Your question')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('asks with the page on screen and shows each sentence with links to its records, an unsupported one marked', async () => {
    const actions = actionsWith();
    render(<AssistantLauncher actions={actions} />);
    await click(screen.getByRole('button', { name: 'Assistant' }));
    await click(screen.getByRole('button', { name: 'What does CC6.1 need from us?' }));

    expect(actions.ask).toHaveBeenCalledWith({
      conversationId: undefined,
      question: 'What does CC6.1 need from us?',
      page: { path: '/manage/frameworkManage', kind: 'framework', id: 'soc2' },
    });
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByRole('link', { name: 'AC-03 Access reviews' })).toHaveAttribute('href', '/manage/frameworkManage');
    const unsupported = within(conversation).getByText('It was met last year.').closest('li')!;
    expect(unsupported).toHaveTextContent('Unsupported: no record cited');
    const supported = within(conversation).getByText('CC6.1 asks for quarterly access reviews.').closest('li')!;
    expect(supported).not.toHaveTextContent('Unsupported');
    expect(within(conversation).getByRole('link', { name: 'Review the draft' })).toHaveAttribute('href', '/manage/assistant/proposals/p-1');

    // The next question continues the same conversation.
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'And who owns it?' } });
    await click(screen.getByRole('button', { name: 'Ask' }));
    expect(actions.ask).toHaveBeenLastCalledWith(
      expect.objectContaining({ conversationId: turnOf('x').conversationId, question: 'And who owns it?' }),
    );
  });

  it('shows the records-mode notice on how to get a model', async () => {
    const notice =
      'Drafting and open questions need a model. An operator sets ASSISTANT_PROVIDER, ASSISTANT_MODEL and ASSISTANT_API_KEY (docs/assistant.md).';
    const actions = actionsWith({
      ask: jest.fn(async ({ question }) => ({
        status: 'success' as const,
        record: turnOf(question, { mode: 'records', sentences: [], supported: false, proposals: [], notice }),
        message: '',
      })),
    });
    render(<AssistantLauncher actions={actions} />);
    await click(screen.getByRole('button', { name: 'Assistant' }));
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Hello' } });
    await click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByText(notice)).toBeVisible();
  });

  it('shows a refusal, such as the daily limit, in an alert and keeps the question', async () => {
    const limit = "You have asked the assistant 100 questions today, your organization's daily limit.";
    render(
      <AssistantLauncher
        actions={actionsWith({ ask: jest.fn(async () => ({ status: 'error' as const, fieldErrors: {}, formError: limit })) })}
      />,
    );
    await click(screen.getByRole('button', { name: 'Assistant' }));
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'One more' } });
    await click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByLabelText('Your question')).toHaveValue('One more');
  });

  it('lists earlier conversations, opens one and deletes one', async () => {
    const summary = { id: '6f0c2b1e-0000-4000-8000-000000000002', title: 'Which policies are due?', updatedAt: '2026-01-01T00:00:00.000Z' };
    const actions = actionsWith({
      list: jest.fn(async () => ({ status: 'success' as const, record: [summary], message: '' })),
      read: jest.fn(async () => ({
        status: 'success' as const,
        record: { id: summary.id, title: summary.title, turns: [turnOf('Which policies are due?')] },
        message: '',
      })),
      remove: jest.fn(async () => ({ status: 'success' as const, record: { id: summary.id }, message: '' })),
    });
    render(<AssistantLauncher actions={actions} />);
    await click(screen.getByRole('button', { name: 'Assistant' }));
    await click(screen.getByRole('button', { name: 'Conversations' }));
    await click(screen.getByRole('button', { name: 'Which policies are due?' }));
    expect(actions.read).toHaveBeenCalledWith({ id: summary.id });
    expect(screen.getByRole('list', { name: 'Conversation' })).toHaveTextContent('CC6.1 asks for quarterly access reviews.');

    await click(screen.getByRole('button', { name: 'Conversations' }));
    await click(screen.getByRole('button', { name: 'Delete the conversation "Which policies are due?"' }));
    expect(actions.remove).toHaveBeenCalledWith({ id: summary.id });
    expect(screen.getByText('No earlier conversations.')).toBeVisible();
  });

  it('suggests questions for the record on screen', async () => {
    pathname = '/manage/isms/audits/6f0c2b1e-0000-4000-8000-000000000003';
    render(<AssistantLauncher actions={actionsWith()} />);
    await click(screen.getByRole('button', { name: 'Assistant' }));
    expect(screen.getByRole('button', { name: 'Explain this finding' })).toBeVisible();
  });
});
