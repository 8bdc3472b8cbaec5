import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PolicyEditor } from '@/components/manage/policies/policy-editor';
import { PolicyRowActions, type PolicyStepActions } from '@/components/manage/policies/policy-row-actions';
import { PolicyTemplates } from '@/components/manage/policies/policy-templates';
import { ToastProvider } from '@/components/ui/toast';
import { policyRowActions } from '@/lib/domain/policies/actions';
import type { FormAction } from '@/lib/schemas/form-state';
import type { PolicyStepResult } from '@/lib/schemas/policies/records';

const push = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh }) }));

type StepAction = FormAction<PolicyStepResult>;
const result: PolicyStepResult = { id: 'p1', name: 'Password Policy', status: 'Under Review', deleted: false };
const stepAction = () =>
  jest.fn<ReturnType<StepAction>, Parameters<StepAction>>(async () => ({ status: 'success', record: result, message: 'Done.' }));

beforeEach(() => {
  push.mockReset();
  refresh.mockReset();
});

describe('PolicyRowActions', () => {
  it('links to the pages and runs Submit only once confirmed, with the id and version read', async () => {
    const submit = stepAction();
    const remove = stepAction();
    const steps: PolicyStepActions = { submit, renew: stepAction(), archive: stepAction(), delete: remove };
    const actions = policyRowActions(
      { id: 'p1', name: 'Password Policy', status: 'draft', archived: false },
      { canEdit: true, canApprove: true, canDelete: true },
    );
    render(
      <ToastProvider>
        <PolicyRowActions actions={actions} policyId="p1" recordName="Password Policy" version={4} steps={steps} />
      </ToastProvider>,
    );
    expect(screen.getByRole('link', { name: 'Edit Password Policy' })).toHaveAttribute('href', '/manage/policies/p1/edit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Password Policy' }));
    expect(submit).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Submit for Review' });
    expect(dialog).toHaveTextContent('Submit "Password Policy" for review?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for Review' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const sent = submit.mock.calls[0]![1];
    expect([sent.get('id'), sent.get('version')]).toEqual(['p1', '4']);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(remove).not.toHaveBeenCalled();
  });
});

describe('PolicyEditor', () => {
  const policy = {
    id: 'p1',
    version: 2,
    name: 'Password Policy',
    description: '',
    owner: 'Ana',
    frameworks: ['soc2' as const],
    reviewFrequencyMonths: 12,
    body: '## Purpose\n\nLong passwords.',
    versionLabel: 'v1.0',
  };

  it('previews the text with the safe renderer', () => {
    render(
      <ToastProvider>
        <PolicyEditor policy={{ ...policy, status: 'draft' }} save={stepAction()} />
      </ToastProvider>,
    );
    fireEvent.change(screen.getByLabelText('Policy text (Markdown)'), {
      target: { value: '## Scope\n\n<img src=x onerror="alert(1)"> [x](javascript:alert(1))' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Scope' })).toBeInTheDocument();
    expect(preview.querySelector('img, a')).toBeNull();
    expect(screen.queryByText(/Minor edit/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
  });

  it('asks an approved policy for a minor edit or a major revision and sends the choice', async () => {
    const save = stepAction();
    render(
      <ToastProvider>
        <PolicyEditor policy={{ ...policy, status: 'approved' }} save={save} />
      </ToastProvider>,
    );
    expect(screen.getByLabelText('Minor edit (v1.0 → v1.1)')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Major revision (v1.0 → v2.0)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save as v2.0 Draft' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = save.mock.calls[0]![1];
    expect([sent.get('revision'), sent.getAll('frameworks'), sent.get('version')]).toEqual(['major', ['soc2'], '2']);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/manage/policies/p1'));
  });
});

describe('PolicyTemplates', () => {
  const card = (id: 'security' | 'secure-development' | 'password', name: string) => ({
    id,
    name,
    description: `${name} in short.`,
    frameworks: ['soc2' as const],
  });

  it('folds the templates listed under the cards, and Use Template on one starts its draft and opens the editor', async () => {
    const start = stepAction();
    render(
      <ToastProvider>
        <PolicyTemplates
          templates={[card('security', 'Information Security Policy')]}
          moreTemplates={[card('secure-development', 'Secure Development Policy'), card('password', 'Password Policy')]}
          canEdit
          startFromTemplate={start}
        />
      </ToastProvider>,
    );
    const more = screen.getByText('More templates (2)').closest('details')!;
    expect(more).not.toHaveAttribute('open');
    expect(within(more).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    fireEvent.click(screen.getByText('More templates (2)'));
    expect(more).toHaveAttribute('open');
    fireEvent.click(within(more).getByRole('button', { name: 'Use template Password Policy' }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start.mock.calls[0]![1].get('templateId')).toBe('password');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/manage/policies/p1/edit'));
  });

  it('lists no folded templates, and no Use Template button, where there are none or the role only reads', () => {
    render(
      <ToastProvider>
        <PolicyTemplates templates={[card('security', 'Information Security Policy')]} canEdit={false} startFromTemplate={stepAction()} />
      </ToastProvider>,
    );
    expect(screen.queryByText(/More templates/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Use template/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Information Security Policy' })).toBeVisible();
  });
});
