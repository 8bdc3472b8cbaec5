'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { versionSchema } from '@/lib/schemas/organization/settings';
import { AdminNote } from './admin-note';
import { SwitchRow } from './switch-row';
import type { FormAction } from './types';

const validate = formValidator(versionSchema);

export const SECOND_PERSON_TITLE = 'Require a second person to approve policies and verify evidence';
const DESCRIPTION =
  'The author of a policy version cannot approve it, and whoever uploaded an evidence item’s files cannot verify them. ' +
  'When nobody else could, or while this is off, they may, and the approval is marked self-approved or self-verified.';

/** The organization's second-person rule as administrators change it: a switch, saved with its button. */
export function SecondPersonForm({
  required,
  version,
  action,
}: {
  required: boolean;
  version: number;
  action: FormAction<{ required: boolean; version: number }>;
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <section aria-labelledby="second-person">
      <h2 id="second-person" className="text-base font-semibold text-slate-900">
        Approvals
      </h2>
      <form noValidate onSubmit={onSubmit}>
        <input type="hidden" name="version" value={version} />
        <ul>
          <SwitchRow name="required" title={SECOND_PERSON_TITLE} description={DESCRIPTION} defaultChecked={required} />
        </ul>
        <FormError message={formError ?? errors.version} />
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save Approvals'}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The same rule as the other roles read it. */
export function SecondPersonNote({ required }: { required: boolean }) {
  return (
    <section aria-labelledby="second-person" className="space-y-2">
      <h2 id="second-person" className="text-base font-semibold text-slate-900">
        Approvals
      </h2>
      <p className="text-sm text-slate-700">
        {SECOND_PERSON_TITLE}: <strong>{required ? 'On' : 'Off'}</strong>
      </p>
      <AdminNote>Only administrators can change how approvals work.</AdminNote>
    </section>
  );
}
