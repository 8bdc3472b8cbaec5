'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { catalogMessages } from '@/lib/domain/frameworks/catalog';
import type { AddFrameworkAction } from '../add/types';

// The server checks the framework id; there is nothing to type, so nothing to check here first.
const noFieldsToCheck = () => null;

/** The preview's Add framework: the same server action as Add Framework's cards, then the page is read again. */
export function AddFrameworkButton({ id, name, action }: { id: string; name: string; action: AddFrameworkAction }) {
  const notify = useToast();
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noFieldsToCheck, onCreated: () => router.refresh() });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        notify(catalogMessages.add(name));
        onSubmit(event);
      }}
    >
      <input type="hidden" name="frameworkId" value={id} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Adding…' : 'Add framework'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}
