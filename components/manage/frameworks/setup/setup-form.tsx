'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextareaField, TextField, type Option } from '@/components/ui/field';
import { reportTypeOptions } from '@/lib/domain/frameworks/setup';
import type { FrameworkSetupStored } from '@/lib/schemas/frameworks/setup';
import { frameworkSetupFormSchema } from '@/lib/schemas/frameworks/setup';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

const validate = formValidator(frameworkSetupFormSchema);

/**
 * A framework's short setup: the systems and teams in scope, its owner (a member of the organization), the
 * target audit date (today or later: `today` is the browser's own day) and, for SOC 2, the report type. Saving
 * makes the framework Active and opens the Frameworks screen.
 */
export function FrameworkSetupForm({
  frameworkId,
  name,
  answers,
  version,
  owners,
  today,
  action,
}: {
  frameworkId: string;
  name: string;
  answers: FrameworkSetupStored | null;
  version: number;
  owners: readonly Option[];
  today: string;
  action: FormAction<{ version: number }>;
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate,
    onCreated: () => router.push('/manage/frameworks'),
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`${name} setup`}
      className="max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <input type="hidden" name="frameworkId" value={frameworkId} />
      <input type="hidden" name="version" value={version} />
      <TextareaField
        label="Scope"
        name="scope"
        rows={4}
        maxLength={2000}
        required
        defaultValue={answers?.scope}
        hint="The systems, products and teams this framework covers, e.g. the production platform on AWS, engineering and support."
        error={errors.scope}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Owner"
          name="ownerMemberId"
          required
          placeholder="Choose a member"
          options={owners}
          defaultValue={answers?.ownerMemberId ?? ''}
          error={errors.ownerMemberId}
        />
        <TextField
          label="Target audit date"
          name="targetAuditOn"
          type="date"
          required
          min={today}
          defaultValue={answers?.targetAuditOn}
          error={errors.targetAuditOn}
        />
      </div>
      {frameworkId === 'soc2' && (
        <SelectField
          label="Report type"
          name="reportType"
          required
          placeholder="Choose Type I or Type II"
          options={reportTypeOptions}
          defaultValue={answers?.reportType ?? ''}
          hint="Type I checks the controls' design on one day; Type II checks they worked over a period, usually 3 to 12 months."
          error={errors.reportType}
        />
      )}
      <FormError message={formError ?? errors.frameworkId ?? errors.version} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save Setup'}
        </Button>
      </div>
    </form>
  );
}
