'use client';

import { TextareaField, TextField } from '@/components/ui/field';
import { reviewInputLabels } from '@/lib/domain/isms/rules';
import type { FieldErrors } from '@/lib/schemas/form-state';
import { reviewInputKeys, type ManagementReview } from '@/lib/schemas/isms/records';

/** A management review's date, attendees and the inputs it considered. */
export function ReviewFields({ review, errors, today }: { review?: ManagementReview; errors: FieldErrors; today: string }) {
  return (
    <>
      <TextField label="Review title" name="title" required defaultValue={review?.title} error={errors.title} />
      <TextField label="Review date" name="date" type="date" required defaultValue={review?.date ?? today} error={errors.date} />
      <TextareaField
        label="Attendees"
        name="attendees"
        rows={3}
        required
        hint="One name a line."
        defaultValue={review?.attendees.join('\n')}
        error={errors.attendees}
      />
      {reviewInputKeys.map((key) => (
        <TextareaField
          key={key}
          label={reviewInputLabels[key]}
          name={key}
          rows={2}
          optional
          defaultValue={review?.inputs[key]}
          error={errors[key]}
        />
      ))}
    </>
  );
}
