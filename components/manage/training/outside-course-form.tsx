'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { uploadAccept } from '@/lib/domain/upload';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { outsideCourseFields, type TrainingCompletion } from '@/lib/schemas/training/records';

const uploadFailed = 'The upload could not be completed. The certificate must be 10MB or smaller; check your connection and try again.';

/** Record an outside course: its name, the day it was completed and the certificate (kept as evidence). */
export function OutsideCourseForm({
  personId,
  today,
  action,
}: {
  personId: string;
  today: string;
  action: FormAction<TrainingCompletion>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(outsideCourseFields),
    onCreated: () => {
      setOpen(false);
      router.refresh();
    },
    failureMessage: uploadFailed,
  });
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Record an outside course
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-md border border-slate-200 p-4" aria-label="Record an outside course">
      <input type="hidden" name="personId" value={personId} />
      <TextField label="Course name" name="courseName" required error={errors.courseName} />
      <TextField label="Completed on" name="completedOn" type="date" required max={today} defaultValue={today} error={errors.completedOn} />
      <TextField
        label="Certificate"
        name="certificate"
        type="file"
        accept={uploadAccept}
        hint="PDF, DOC, DOCX, PNG, JPG or JPEG, up to 10MB. It is added to Evidence for review."
        error={errors.certificate}
      />
      <FormError message={formError ?? errors.personId} />
      <FormActions label="Record course" pendingLabel="Recording…" pending={pending} onCancel={() => setOpen(false)} />
    </form>
  );
}
