import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FrameworkCard } from '@/components/manage/frameworks/framework-card';
import type { ActivateFrameworkAction, RemoveFrameworkAction } from '@/components/manage/frameworks/types';
import { ToastProvider } from '@/components/ui/toast';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { mergeFrameworks } from '@/lib/domain/frameworks/followed';
import type { Framework } from '@/lib/schemas/frameworks/records';

const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push }) }));

const now = new Date('2026-11-23T12:00:00Z');
const frameworks = mergeFrameworks(frameworkDirectory, [{ frameworkId: 'soc2', status: 'active', progress: 40, updatedAt: now }], now);
const soc2 = frameworks.find((framework) => framework.id === 'soc2')!;
const hipaa = frameworks.find((framework) => framework.id === 'hipaa')!;
const question = 'Remove SOC 2 Type II from your frameworks? Its control states stay, so adding it again restores its progress.';
const overlap = 'Your implemented controls already cover 1 of its 50 requirements.';

beforeEach(() => {
  refresh.mockReset();
  push.mockReset();
});

function renderCard(
  framework: Framework,
  props: { canEdit?: boolean; overlap?: string; removeAction?: RemoveFrameworkAction; activateAction?: ActivateFrameworkAction } = {},
) {
  render(
    <ToastProvider>
      <FrameworkCard
        framework={framework}
        canEdit={props.canEdit ?? true}
        overlap={props.overlap}
        removeAction={props.removeAction}
        activateAction={props.activateAction}
      />
    </ToastProvider>,
  );
}

const removed: RemoveFrameworkAction = async () => ({
  status: 'success',
  record: { frameworkId: 'soc2' },
  message: 'SOC 2 Type II was removed from your frameworks. Its control states are kept.',
});

describe('FrameworkCard', () => {
  it('Activate shows its message, adds the framework and opens its setup', async () => {
    const gdpr = frameworks.find((framework) => framework.id === 'gdpr')!;
    const activateAction = jest.fn<ReturnType<ActivateFrameworkAction>, Parameters<ActivateFrameworkAction>>(async () => ({
      status: 'success',
      record: { href: '/manage/frameworkSetup?framework=gdpr' },
      message: 'GDPR was added. Complete its setup to make it active.',
    }));
    renderCard(gdpr, { activateAction });
    fireEvent.click(screen.getByRole('button', { name: 'Activate: GDPR' }));
    expect(await screen.findByText('Activating GDPR framework...')).toBeInTheDocument();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/manage/frameworkSetup?framework=gdpr'));
    expect(activateAction).toHaveBeenCalledWith({ frameworkId: 'gdpr' });
  });

  it("Activate says the server's refusal and stays", async () => {
    const gdpr = frameworks.find((framework) => framework.id === 'gdpr')!;
    renderCard(gdpr, { activateAction: async () => ({ status: 'error', fieldErrors: {}, formError: 'You do not have permission.' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Activate: GDPR' }));
    expect(await screen.findByText('You do not have permission.')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('asks before removing, then removes and refreshes the page', async () => {
    const removeAction = jest.fn(removed);
    renderCard(soc2, { removeAction });
    fireEvent.click(screen.getByRole('button', { name: 'Remove: SOC 2 Type II' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove SOC 2 Type II' });
    expect(dialog).toHaveTextContent(question);
    expect(removeAction).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('SOC 2 Type II was removed from your frameworks. Its control states are kept.')).toBeInTheDocument();
    expect(removeAction.mock.calls[0]![1].get('frameworkId')).toBe('soc2');
    expect(refresh).toHaveBeenCalled();
  });

  it('Cancel closes the question without removing', () => {
    const removeAction = jest.fn(removed);
    renderCard(soc2, { removeAction });
    fireEvent.click(screen.getByRole('button', { name: 'Remove: SOC 2 Type II' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(question)).toBeNull();
    expect(removeAction).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog", async () => {
    renderCard(soc2, {
      removeAction: async () => ({
        status: 'error',
        fieldErrors: {},
        formError: 'SOC 2 Type II was not found in your organization. It may have been removed.',
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove: SOC 2 Type II' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('was not found in your organization');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('offers no Remove to a viewer, without the action, or on an Available framework', () => {
    renderCard(soc2, { canEdit: false, removeAction: removed });
    renderCard(soc2);
    renderCard(hipaa, { removeAction: removed });
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('previews the overlap of an Available framework only', () => {
    renderCard(hipaa, { overlap });
    expect(screen.getByText(overlap)).toBeInTheDocument();
    renderCard(soc2, { overlap: 'Your implemented controls already cover 9 of its 61 requirements.' });
    expect(screen.queryByText(/9 of its 61/)).toBeNull();
  });

  it("opens an Available framework's preview from Preview, showing its message first", () => {
    renderCard(hipaa, { canEdit: false });
    const preview = screen.getByRole('link', { name: 'Preview: HIPAA' });
    expect(preview).toHaveAttribute('href', '/manage/frameworks/preview?framework=hipaa#preview-requirements');
    // jsdom cannot navigate: the link's own click is kept, the page change is not.
    preview.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(preview);
    expect(screen.getByText('Previewing HIPAA controls...')).toBeInTheDocument();
  });
  it("links a followed framework's name to its page, and leaves an Available one's name plain", () => {
    const ccpa = mergeFrameworks(frameworkDirectory, [{ frameworkId: 'ccpa', status: 'review', progress: 40, updatedAt: now }], now).find(
      (framework) => framework.id === 'ccpa',
    )!;
    renderCard(ccpa);
    expect(screen.getByRole('link', { name: 'CCPA/CPRA' })).toHaveAttribute('href', '/manage/frameworkManage?framework=ccpa');
    renderCard(hipaa);
    expect(screen.queryByRole('link', { name: 'HIPAA' })).not.toBeInTheDocument();
  });
});
