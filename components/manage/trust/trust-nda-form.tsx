'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { trustNdaSchema, type TrustNda } from '@/lib/schemas/trust/access';

const validate = formValidator(trustNdaSchema);

function NdaEditor({ nda, action }: { nda: TrustNda; action: FormAction<NonNullable<TrustNda>> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="NDA">
      <input type="hidden" name="version" value={nda?.version ?? 0} />
      <TextareaField label="NDA text" name="text" rows={8} defaultValue={nda?.text ?? ''} error={errors.text} />
      <FormError message={formError ?? errors.version} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save NDA'}
      </Button>
    </form>
  );
}

/** The NDA visitors accept before asking for private documents; each changed text is a new version. */
export function TrustNdaForm({ nda, action }: { nda: TrustNda; action: FormAction<NonNullable<TrustNda>> | null }) {
  return (
    <section aria-labelledby="trust-nda-heading" className="space-y-3">
      <h3 id="trust-nda-heading" className="text-base font-semibold text-slate-900">
        NDA
      </h3>
      <p className="text-sm text-slate-600">
        {nda
          ? `Version ${nda.version}. Each request records the version it accepted; saving a changed text makes a new version.`
          : 'No NDA yet: visitors cannot ask for private documents until you save one.'}
      </p>
      {action ? (
        <NdaEditor key={nda?.version ?? 0} nda={nda} action={action} />
      ) : (
        nda && <p className="whitespace-pre-line rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">{nda.text}</p>
      )}
    </section>
  );
}
