import { fireEvent, render, screen, within } from '@testing-library/react';
import { PhaseList } from '@/components/manage/frameworks/iso-setup/phase-list';
import { ToastProvider } from '@/components/ui/toast';
import { isoPhases } from '@/lib/catalog/iso-setup';
import { isoSetupView } from '@/lib/domain/frameworks/iso-setup';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

// jsdom has no <dialog> methods: open and close set the attribute the browser would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const phases = isoSetupView({
  phases: isoPhases,
  doneSteps: [],
  annexA: { total: 93, met: 0 },
  startedAt: new Date(),
  today: new Date(),
}).phases;

const saved = (message: string) => ({ status: 'success', record: { stepId: 'x', version: 8 }, message });
const team = [
  { value: '11111111-1111-4111-8111-111111111111', label: 'Sam Lee' },
  { value: '22222222-2222-4222-8222-222222222222', label: 'Ana Ruiz' },
];

function setup(canEdit = true) {
  const actions = { complete: jest.fn(), start: jest.fn(), assign: jest.fn() };
  render(
    <ToastProvider>
      <PhaseList phases={phases} canEdit={canEdit} version={7} team={team} actions={actions} />
    </ToastProvider>,
  );
  return actions;
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('PhaseList', () => {
  it('opens a step from Continue and marks it done only after the confirmation', async () => {
    const actions = setup();
    actions.complete.mockResolvedValue(saved('Define ISMS scope is marked as done.'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue: Define ISMS scope' }));
    const step = dialog('Define ISMS scope');
    expect(within(step).getByText('What it needs')).toBeInTheDocument();
    expect(within(step).getByText(/A scope statement/)).toBeInTheDocument();
    fireEvent.click(within(step).getByRole('button', { name: 'Mark as done' }));
    const question = dialog('Mark Define ISMS scope as done?');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(actions.complete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Continue: Define ISMS scope' }));
    fireEvent.click(within(dialog('Define ISMS scope')).getByRole('button', { name: 'Mark as done' }));
    fireEvent.click(within(dialog('Mark Define ISMS scope as done?')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Define ISMS scope is marked as done.')).toBeInTheDocument();
    expect(actions.complete).toHaveBeenCalledWith({ stepId: 'isms-scope', version: 7 });
    expect(refresh).toHaveBeenCalled();
  });

  it('starts a step without marking it done, and shows a refusal', async () => {
    const actions = setup();
    actions.start.mockResolvedValue({
      status: 'error',
      fieldErrors: {},
      formError: 'This record was changed by someone else. Reload to see the latest.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start: Internal audit' }));
    expect(await screen.findByText('This record was changed by someone else. Reload to see the latest.')).toBeInTheDocument();
    expect(actions.start).toHaveBeenCalledWith({ stepId: 'internal-audit', version: 7 });
    expect(actions.complete).not.toHaveBeenCalled();
  });

  it('assigns a step to the member picked, and asks for one first', async () => {
    const actions = setup();
    actions.assign.mockResolvedValue(saved('Internal audit is assigned to Ana Ruiz.'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign: Internal audit' }));
    const assign = dialog('Assign Internal audit');
    fireEvent.click(within(assign).getByRole('button', { name: 'Assign' }));
    expect(within(assign).getByText('Choose a member of your team.')).toBeInTheDocument();
    expect(actions.assign).not.toHaveBeenCalled();
    fireEvent.change(within(assign).getByLabelText('Team member'), { target: { value: team[1]!.value } });
    fireEvent.click(within(assign).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Internal audit is assigned to Ana Ruiz.')).toBeInTheDocument();
    expect(actions.assign).toHaveBeenCalledWith({ stepId: 'internal-audit', memberId: team[1]!.value, version: 7 });
  });

  it('expands every phase with View All', () => {
    setup();
    const phase2 = screen.getByRole('button', { name: /Phase 2: Risk Assessment/ });
    fireEvent.click(phase2);
    expect(phase2).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'View All: Define ISMS scope' }));
    for (const title of [/Phase 1/, /Phase 2/, /Phase 3/, /Phase 4/])
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
    // Every phase open: View All has nothing left to show.
    expect(screen.getByRole('button', { name: 'View All: Define ISMS scope' })).toBeDisabled();
  });

  it('offers a viewer only the actions that look, and a step dialog without its work', () => {
    setup(false);
    expect(screen.queryByRole('button', { name: /^(Continue|Start|Assign|Edit):/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View All: Define ISMS scope' })).toBeInTheDocument();
    window.location.hash = '#step-isms-scope';
    fireEvent(window, new HashChangeEvent('hashchange'));
    const step = dialog('Define ISMS scope');
    expect(within(step).queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    expect(within(step).queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  });
});
