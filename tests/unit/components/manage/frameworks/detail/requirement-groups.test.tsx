import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RequirementGroups } from '@/components/manage/frameworks/detail/requirement-groups';
import { ToastProvider } from '@/components/ui/toast';
import type { ControlEditResult, DetailControl, DetailGroup } from '@/lib/schemas/frameworks/control';
import type { FormAction } from '@/lib/schemas/form-state';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const STALE = 'This record was changed by someone else. Reload to see the latest.';

const shared: DetailControl = {
  id: 'OPS-06',
  name: 'Capacity management',
  asks: 'Watch capacity.',
  state: 'in-progress',
  reason: '',
  ownerMemberId: 'm-1',
  ownerName: 'Ana Admin',
  note: 'Half done',
  needsEvidence: false,
  failingChecks: [],
  version: 2,
};
const other: DetailControl = {
  id: 'AC-01',
  name: 'Access policy',
  asks: 'Write it.',
  state: 'implemented',
  reason: '',
  ownerMemberId: null,
  ownerName: null,
  note: '',
  needsEvidence: false,
  failingChecks: [],
  version: 1,
};
const groups: DetailGroup[] = [
  {
    id: 'A1',
    heading: 'A1 Availability',
    met: 1,
    total: 2,
    requirements: [
      { id: 'A1.1', title: 'Capacity', met: false, controls: [shared], alsoSatisfies: ['ISO 27001 A.8.6', 'PCI DSS 12.10'] },
      { id: 'A1.2', title: 'Recovery', met: true, controls: [other] },
    ],
  },
  {
    id: 'C1',
    heading: 'C1 Confidentiality',
    met: 0,
    total: 1,
    requirements: [{ id: 'C1.1', title: 'Confidential data', kind: 'addressable', met: false, controls: [shared] }],
  },
];
const team = [
  { id: 'm-1', name: 'Ana Admin' },
  { id: 'm-2', name: 'Max Member' },
];

beforeEach(() => refresh.mockReset());

function setup(action?: FormAction<ControlEditResult>) {
  render(
    <ToastProvider>
      <RequirementGroups groups={groups} editing={action ? { action, team } : undefined} />
    </ToastProvider>,
  );
}

describe('RequirementGroups', () => {
  it("says what a requirement's controls also satisfy in other frameworks, and nothing where they satisfy nothing else", () => {
    setup();
    const capacity = screen.getByText('A1.1').closest('li')!;
    expect(within(capacity).getByText('Also satisfies: ISO 27001 A.8.6 · PCI DSS 12.10')).toBeInTheDocument();
    const recovery = screen.getByText('A1.2').closest('li')!;
    expect(within(recovery).queryByText(/Also satisfies/)).toBeNull();
  });

  it('opens the first group, toggles each, and counts what is met', () => {
    setup();
    const first = screen.getByRole('button', { name: /A1 Availability 1 of 2 met/ });
    const second = screen.getByRole('button', { name: /C1 Confidentiality 0 of 1 met/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(second.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Addressable')).toBeInTheDocument();
    expect(within(panel).getByText('Not met')).toBeInTheDocument();
  });

  it("renders a closed group's requirements only once it is opened", () => {
    setup();
    expect(screen.queryByText('C1.1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /C1 Confidentiality/ }));
    expect(screen.getByText('C1.1')).toBeVisible();
  });

  it('shows each control with its state, owner and note, and no Edit button to a viewer', () => {
    setup();
    const list = screen.getByRole('list', { name: 'Controls for A1.1' });
    expect(list).toHaveTextContent('OPS-06');
    expect(list).toHaveTextContent('In Progress');
    expect(list).toHaveTextContent('Owner: Ana Admin');
    expect(list).toHaveTextContent('Note: Half done');
    expect(screen.getByRole('list', { name: 'Controls for A1.2' })).toHaveTextContent('Owner: No owner');
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('marks an implemented control without current evidence as Needs evidence, and only that one', () => {
    render(
      <ToastProvider>
        <RequirementGroups
          groups={[
            { ...groups[0]!, requirements: [{ id: 'A1.2', title: 'Recovery', met: false, controls: [{ ...other, needsEvidence: true }] }] },
          ]}
        />
      </ToastProvider>,
    );
    const list = screen.getByRole('list', { name: 'Controls for A1.2' });
    expect(list).toHaveTextContent('Verified evidence: none');
    expect(within(list).getByText('Needs evidence')).toBeInTheDocument();
    expect(list).toHaveTextContent('it does not count toward progress yet');
  });

  it('shows no Needs evidence for a control that has it', () => {
    setup();
    expect(screen.queryByText('Needs evidence')).not.toBeInTheDocument();
  });

  it('edits a control: asks a reason for Not Applicable, sends the version read, then refreshes the screen', async () => {
    const action = jest.fn<ReturnType<FormAction<ControlEditResult>>, Parameters<FormAction<ControlEditResult>>>(async () => ({
      status: 'success',
      record: { controlId: 'OPS-06', state: 'not-applicable', version: 3 },
      message: 'OPS-06 Capacity management is now Not Applicable.',
    }));
    setup(action);
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit OPS-06 Capacity management' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Edit OPS-06 Capacity management' });
    expect(within(dialog).getByLabelText('Owner')).toHaveValue('m-1');
    expect(within(dialog).queryByLabelText('Reason')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('State'), { target: { value: 'not-applicable' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Control' }));
    expect(await within(dialog).findByText('Say why this control does not apply.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'We run no servers.' } });
    fireEvent.change(within(dialog).getByLabelText('Owner'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Control' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const sent = action.mock.calls[0]![1];
    expect(Object.fromEntries(sent.entries())).toEqual({
      controlId: 'OPS-06',
      version: '2',
      state: 'not-applicable',
      reason: 'We run no servers.',
      ownerMemberId: '',
      note: 'Half done',
    });
    expect(await screen.findByText('OPS-06 Capacity management is now Not Applicable.')).toBeInTheDocument();
  });

  it('shows the reload message when someone changed the control meanwhile', async () => {
    const action = jest.fn<ReturnType<FormAction<ControlEditResult>>, Parameters<FormAction<ControlEditResult>>>(async () => ({
      status: 'error',
      fieldErrors: {},
      formError: STALE,
    }));
    setup(action);
    fireEvent.click(screen.getByRole('button', { name: 'Edit AC-01 Access policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit AC-01 Access policy' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Control' }));
    expect(await within(dialog).findByText(STALE)).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
