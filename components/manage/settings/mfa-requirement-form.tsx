'use client';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from './types';

const noCheck = () => null;

export type MfaRequirement = { required: boolean; version: number };

/**
 * The organization's requirement: every member with an account of the product's own must set up two-factor
 * authentication before anything else. Admins change it (`action`); the others see whether it is required.
 */
export function MfaRequirementSection({ requirement, action }: { requirement: MfaRequirement; action: FormAction<MfaRequirement> | null }) {
  return (
    <section aria-labelledby="mfa-requirement-heading" className="space-y-3 border-t border-slate-200 pt-6">
      <h3 id="mfa-requirement-heading" className="text-base font-semibold text-slate-900">
        Organization Requirement
      </h3>
      {action ? (
        // A new version (after a save) starts the form again from the saved value.
        <RequirementForm key={requirement.version} requirement={requirement} action={action} />
      ) : (
        <p className="text-sm text-slate-700">
          {requirement.required
            ? 'Your organization requires two-factor authentication for every member.'
            : 'Your organization does not require two-factor authentication. An administrator can require it.'}
        </p>
      )}
    </section>
  );
}

function RequirementForm({ requirement, action }: { requirement: MfaRequirement; action: FormAction<MfaRequirement> }) {
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: () => {} });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <input type="hidden" name="version" value={requirement.version} />
      <CheckboxField label="Require two-factor authentication for every member" name="required" defaultChecked={requirement.required} />
      <p className="text-xs text-slate-600">
        Members who have not set it up are sent to this page until they do. Accounts that sign in through a sign-in provider use the
        provider&apos;s own second factor.
      </p>
      <FormError message={formError} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save requirement'}
      </Button>
    </form>
  );
}
