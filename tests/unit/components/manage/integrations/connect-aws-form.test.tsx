import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConnectAwsForm } from '@/components/manage/integrations/connect-aws-form';
import { ToastProvider } from '@/components/ui/toast';
import type { FormState } from '@/lib/schemas/form-state';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

const action = jest.fn<Promise<FormState<{ id: string }>>, [FormState<{ id: string }>, FormData]>();
beforeEach(() => {
  action.mockReset();
  action.mockResolvedValue({ status: 'success', record: { id: 'c1' }, message: 'AWS connected.' });
});
const show = () =>
  render(
    <ToastProvider>
      <ConnectAwsForm action={action} />
    </ToastProvider>,
  );
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Connect AWS' }));

describe('ConnectAwsForm', () => {
  it('asks for an access key first, the secret hidden, and for a role once that method is chosen', () => {
    show();
    expect(screen.getByRole('form', { name: 'Connect AWS' })).toBeInTheDocument();
    expect(screen.getByLabelText('Access key of a read-only IAM user')).toBeChecked();
    expect(screen.getByLabelText('Secret access key')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Role ARN')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Role with an external ID'));
    expect(screen.getByLabelText('Role ARN')).toBeInTheDocument();
    expect(screen.getByLabelText('External ID')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Secret access key')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Region')).toHaveValue('us-east-1');
    expect(screen.getByLabelText('Endpoint URL (optional)')).toHaveValue('');
  });

  it('says what is wrong without calling the server', async () => {
    show();
    type('Access key ID', 'AKIA123');
    submit();
    expect(await screen.findByText(/This is not an AWS access key ID/)).toBeInTheDocument();
    expect(screen.getByText('Enter the secret access key.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the role with the hidden provider, and says Connecting… meanwhile', async () => {
    show();
    fireEvent.click(screen.getByLabelText('Role with an external ID'));
    type('Role ARN', 'arn:aws:iam::123456789012:role/ComplianceAudit');
    type('External ID', 'complia-7f3a');
    submit();
    expect(await screen.findByRole('button', { name: 'Connecting…' })).toBeDisabled();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const sent = Object.fromEntries(action.mock.calls[0]![1]);
    expect(sent).toEqual({
      provider: 'aws',
      method: 'role',
      roleArn: 'arn:aws:iam::123456789012:role/ComplianceAudit',
      externalId: 'complia-7f3a',
      region: 'us-east-1',
      baseUrl: '',
    });
  });
});
