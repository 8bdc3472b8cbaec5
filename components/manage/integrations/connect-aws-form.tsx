'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { awsConnectSchema } from '@/lib/schemas/integrations/aws-connect';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

const validate = formValidator(awsConnectSchema);

type Method = 'access-key' | 'role';
const METHODS: readonly { value: Method; label: string }[] = [
  { value: 'access-key', label: 'Access key of a read-only IAM user' },
  { value: 'role', label: 'Role with an external ID' },
];

/**
 * Connect AWS (administrators): an IAM user's access key, or a role the product assumes with an external ID; the
 * region and an optional endpoint URL. The server tries the credentials before saving anything and says what AWS
 * refused. Secret fields are never filled back in.
 */
export function ConnectAwsForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const [method, setMethod] = useState<Method>('access-key');
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect AWS" className="mt-4 space-y-4">
      <input type="hidden" name="provider" value="aws" />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">How the product signs in</legend>
        {METHODS.map((option) => (
          <label key={option.value} className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800">
            <input
              type="radio"
              name="method"
              value={option.value}
              checked={method === option.value}
              onChange={() => setMethod(option.value)}
              className="h-4 w-4 focus:outline-2 focus:outline-indigo-600"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {method === 'access-key' ? (
        <div key="access-key" className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Access key ID"
            name="accessKeyId"
            required
            maxLength={20}
            autoComplete="off"
            hint="Of an IAM user with the SecurityAudit policy only."
            error={errors.accessKeyId}
          />
          <TextField
            label="Secret access key"
            name="secretAccessKey"
            type="password"
            required
            autoComplete="off"
            error={errors.secretAccessKey}
          />
        </div>
      ) : (
        <div key="role" className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Role ARN"
            name="roleArn"
            required
            autoComplete="off"
            hint="arn:aws:iam::<account id>:role/<name>, with the SecurityAudit policy."
            error={errors.roleArn}
          />
          <TextField
            label="External ID"
            name="externalId"
            type="password"
            required
            maxLength={1224}
            autoComplete="off"
            hint="As in the sts:ExternalId condition of the role's trust policy."
            error={errors.externalId}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Region" name="region" required defaultValue="us-east-1" autoComplete="off" error={errors.region} />
        <TextField
          label="Endpoint URL (optional)"
          name="baseUrl"
          type="url"
          autoComplete="off"
          hint="Leave empty for AWS's own endpoints; or a VPC endpoint's URL."
          error={errors.baseUrl}
        />
      </div>
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect AWS'}
        </Button>
      </div>
    </form>
  );
}
