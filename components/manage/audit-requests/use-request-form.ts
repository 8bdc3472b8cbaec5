'use client';

import { useRouter } from 'next/navigation';
import type { z } from 'zod';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

/** A form of the request list: checked in the browser with its schema, then the page is read again on success. */
export function useRequestForm<T>(action: FormAction<T>, schema: z.ZodType, arrays: readonly string[] = [], after?: (record: T) => void) {
  const router = useRouter();
  return useRecordForm({
    action,
    validate: formValidator(schema, arrays),
    onCreated: (record: T) => {
      after?.(record);
      router.refresh();
    },
  });
}
