import { fireEvent, render, screen } from '@testing-library/react';
import { PhaseList } from '@/components/manage/iso-setup/phase-list';
import { ToastProvider } from '@/components/ui/toast';
import { isoPhases } from '@/lib/catalog/iso-setup';
import { isoSetupView } from '@/lib/domain/iso-setup';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const phases = isoSetupView({
  phases: isoPhases,
  doneSteps: [],
  annexA: { total: 93, met: 0 },
  startedAt: new Date(),
  today: new Date(),
}).phases;

function setup(action: jest.Mock, canEdit = true) {
  render(
    <ToastProvider>
      <PhaseList phases={phases} canEdit={canEdit} version={7} completeAction={action} />
    </ToastProvider>,
  );
}

describe('PhaseList', () => {
  it('stores Continue and Start with the version read, then reads the page again', async () => {
    const action = jest.fn().mockResolvedValue({
      status: 'success',
      record: { stepId: 'isms-scope', version: 8 },
      message: 'Define ISMS scope is marked as done.',
    });
    setup(action);
    fireEvent.click(screen.getByRole('button', { name: 'Continue: Define ISMS scope' }));
    expect(await screen.findByText('Define ISMS scope is marked as done.')).toBeInTheDocument();
    expect(action).toHaveBeenCalledWith({ stepId: 'isms-scope', version: 7 });
    expect(refresh).toHaveBeenCalled();
  });

  it('shows a refusal, and only looks for the other actions', async () => {
    const action = jest.fn().mockResolvedValue({
      status: 'error',
      fieldErrors: {},
      formError: 'This record was changed by someone else. Reload to see the latest.',
    });
    setup(action);
    fireEvent.click(screen.getByRole('button', { name: 'Assign: Internal audit' }));
    expect(screen.getByText('Assigning Internal audit...')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start: Internal audit' }));
    expect(await screen.findByText('This record was changed by someone else. Reload to see the latest.')).toBeInTheDocument();
  });

  it('offers a viewer only the actions that look', () => {
    setup(jest.fn(), false);
    expect(screen.queryByRole('button', { name: /^(Continue|Start|Assign|Edit):/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View All: Define ISMS scope' })).toBeInTheDocument();
  });
});
