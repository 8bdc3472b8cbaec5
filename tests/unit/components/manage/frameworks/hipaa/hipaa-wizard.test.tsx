import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HipaaActivation } from '@/components/manage/frameworks/hipaa/hipaa-activation';
import { HipaaWizard } from '@/components/manage/frameworks/hipaa/hipaa-wizard';
import { ToastProvider } from '@/components/ui/toast';
import { answersOf, choicesFrom, hipaaMessages, initialHipaaChoices } from '@/lib/domain/frameworks/hipaa-wizard';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const success = {
  status: 'success' as const,
  record: { status: 'active' as const, answers: answersOf(initialHipaaChoices()), version: 1 },
  message: hipaaMessages.activated,
};

function setup(action = jest.fn().mockResolvedValue(success), version = 0) {
  render(
    <ToastProvider>
      <HipaaWizard initialChoices={initialHipaaChoices()} version={version} activateAction={action} />
    </ToastProvider>,
  );
  return action;
}

beforeEach(() => refresh.mockReset());

describe('HipaaWizard', () => {
  it('hides Previous on step 1 and relabels Next on step 4', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    next();
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Scope' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    next();
    next();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate HIPAA' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Step 3 of 4: Policies' })).toBeInTheDocument();
  });

  it('keeps the locked items ticked and disabled', () => {
    setup();
    next();
    const privacy = screen.getByRole('checkbox', { name: /Privacy Rule/ });
    expect(privacy).toBeChecked();
    expect(privacy).toBeDisabled();
    const breach = screen.getByRole('checkbox', { name: 'Breach Notification Rule' });
    fireEvent.click(breach);
    expect(breach).toBeChecked();
    fireEvent.click(breach);
    expect(breach).not.toBeChecked();
  });

  it('marks earlier steps completed and the current one active', () => {
    setup();
    next();
    next();
    const states = screen
      .getAllByRole('listitem')
      .slice(0, 4)
      .map((item) => item.getAttribute('data-state'));
    expect(states).toEqual(['completed', 'completed', 'active', 'upcoming']);
  });

  it('asks for the confirmation without calling the server, then sends the answers and the version read', async () => {
    const action = setup(undefined, 3);
    fireEvent.change(screen.getByLabelText('Organization name'), { target: { value: 'Acme Health' } });
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Genetic information' }));
    next();
    next();
    expect(screen.getByText('Acme Health (Covered Entity)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Activate HIPAA' }));
    expect(screen.getAllByText(hipaaMessages.confirmFirst).length).toBeGreaterThan(0);
    expect(action).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: /reviewed the configuration/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Activate HIPAA' }));
    expect(await screen.findByText(hipaaMessages.activated)).toBeInTheDocument();
    expect(action).toHaveBeenCalledWith({
      choices: expect.objectContaining({ organizationName: 'Acme Health', phiTypes: ['genetic'], confirmed: true }),
      version: 3,
    });
  });

  it("shows the server's refusal", async () => {
    setup(jest.fn().mockResolvedValue({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE }));
    next();
    next();
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: /reviewed the configuration/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Activate HIPAA' }));
    expect((await screen.findAllByText(FORBIDDEN_MESSAGE)).length).toBeGreaterThan(0);
  });

  it('keeps the choices when going back and forth', () => {
    setup();
    fireEvent.change(screen.getByLabelText('Organization name'), { target: { value: 'Acme Health' } });
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Organization name')).toHaveValue('Acme Health');
  });
});

describe('HipaaActivation', () => {
  const answers = { ...answersOf(initialHipaaChoices()), organizationName: 'Acme Health', sector: 'clinic' as const };

  it('activates, then reads the page again', async () => {
    const action = jest.fn().mockResolvedValue(success);
    render(
      <ToastProvider>
        <HipaaActivation setup={{ status: null, answers: null, version: 0 }} activateAction={action} />
      </ToastProvider>,
    );
    next();
    next();
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: /reviewed the configuration/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate HIPAA' })));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it('says HIPAA is active with the stored answers, and offers to update them in the wizard', async () => {
    const action = jest.fn().mockResolvedValue({ ...success, message: hipaaMessages.updated });
    render(
      <ToastProvider>
        <HipaaActivation setup={{ status: 'active', answers, version: 4 }} activateAction={action} />
      </ToastProvider>,
    );
    expect(screen.getByRole('heading', { name: 'HIPAA is active for your organization' })).toBeInTheDocument();
    expect(screen.getByText('Acme Health (Covered Entity)')).toBeInTheDocument();
    expect(screen.getByText('Clinic or physician practice')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update answers' }));
    expect(screen.getByLabelText('Organization name')).toHaveValue('Acme Health');
    next();
    next();
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: /reviewed the configuration/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText(hipaaMessages.updated)).toBeInTheDocument();
    expect(action).toHaveBeenCalledWith({ choices: { ...choicesFrom(answers), confirmed: true }, version: 4 });
  });

  it('Cancel leaves the stored answers as they are', () => {
    render(
      <ToastProvider>
        <HipaaActivation setup={{ status: 'active', answers, version: 4 }} activateAction={jest.fn()} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update answers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'HIPAA is active for your organization' })).toBeInTheDocument();
  });
});
