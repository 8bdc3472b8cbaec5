import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FrameworkSetupForm } from '@/components/manage/frameworks/setup/setup-form';
import { ToastProvider } from '@/components/ui/toast';
import type { FormAction } from '@/lib/schemas/form-state';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const owners = [{ value: 'm1', label: 'Nora New (nora@example.com)' }];

function renderForm(frameworkId: string, action: FormAction<{ version: number }>) {
  render(
    <ToastProvider>
      <FrameworkSetupForm
        frameworkId={frameworkId}
        name="SOC 2 Type II"
        answers={null}
        version={1}
        owners={owners}
        today="2026-11-25"
        action={action}
      />
    </ToastProvider>,
  );
}

beforeEach(() => push.mockReset());

describe('FrameworkSetupForm', () => {
  it('checks the answers in the browser first, SOC 2 asking its report type', async () => {
    const action = jest.fn();
    renderForm('soc2', action);
    fireEvent.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('Describe the systems and teams in scope.')).toBeInTheDocument();
    expect(screen.getByText('Choose the owner.')).toBeInTheDocument();
    expect(screen.getByText('Choose the target audit date.')).toBeInTheDocument();
    expect(screen.getByText('Choose the report type.')).toBeInTheDocument();
    expect(screen.getByLabelText('Target audit date')).toHaveAttribute('min', '2026-11-25');
    expect(action).not.toHaveBeenCalled();
  });

  it('asks no report type of another framework', () => {
    renderForm('gdpr', jest.fn());
    expect(screen.queryByLabelText('Report type')).toBeNull();
  });

  it("posts the answers, shows the server's field message, then on success opens Frameworks", async () => {
    const action = jest
      .fn<ReturnType<FormAction<{ version: number }>>, Parameters<FormAction<{ version: number }>>>()
      .mockResolvedValueOnce({ status: 'error', fieldErrors: { targetAuditOn: 'Choose today or a later date for the target audit.' } })
      .mockResolvedValueOnce({
        status: 'success',
        record: { version: 2 },
        message: 'The SOC 2 Type II setup is done: SOC 2 Type II is now active.',
      });
    renderForm('soc2', action);
    fireEvent.change(screen.getByLabelText('Scope'), { target: { value: 'Platform' } });
    fireEvent.change(screen.getByLabelText('Owner'), { target: { value: 'm1' } });
    fireEvent.change(screen.getByLabelText('Target audit date'), { target: { value: '2027-01-10' } });
    fireEvent.change(screen.getByLabelText('Report type'), { target: { value: 'type1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('Choose today or a later date for the target audit.')).toBeInTheDocument();
    const posted = action.mock.calls[0]![1];
    expect(Object.fromEntries(posted)).toEqual({
      frameworkId: 'soc2',
      version: '1',
      scope: 'Platform',
      ownerMemberId: 'm1',
      targetAuditOn: '2027-01-10',
      reportType: 'type1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('The SOC 2 Type II setup is done: SOC 2 Type II is now active.')).toBeInTheDocument();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/manage/frameworks'));
  });
});
