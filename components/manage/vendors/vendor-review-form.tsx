'use client';

import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { vendorReviewConclusionLabels, vendorReviewConclusions, vendorReviewSchema } from '@/lib/schemas/vendors/records';
import type { TeamChoice } from './vendor-fields';

/** Record review (or conclude the open review a questionnaire was sent for): day, reviewer, conclusion, notes. */
export function VendorReviewForm<T>({
  vendorId,
  reviewId,
  team,
  defaultReviewer,
  today,
  action,
  onDone,
  onCancel,
}: {
  vendorId: string;
  reviewId?: string;
  team: readonly TeamChoice[];
  defaultReviewer: string;
  today: string;
  action: FormAction<T>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(vendorReviewSchema),
    onCreated: onDone,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="vendorId" value={vendorId} />
      <input type="hidden" name="reviewId" value={reviewId ?? ''} />
      <TextField label="Review date" name="reviewedOn" type="date" required max={today} defaultValue={today} error={errors.reviewedOn} />
      <SelectField
        label="Reviewer"
        name="reviewerMemberId"
        options={team.map((choice) => ({ value: choice.id, label: choice.name }))}
        defaultValue={defaultReviewer}
        error={errors.reviewerMemberId}
      />
      <SelectField
        label="Conclusion"
        name="conclusion"
        options={vendorReviewConclusions.map((value) => ({ value, label: vendorReviewConclusionLabels[value] }))}
        defaultValue="approved"
        error={errors.conclusion}
      />
      <TextareaField label="Notes" name="notes" optional rows={4} error={errors.notes} />
      <FormError message={formError ?? errors.reviewId} />
      <FormActions label="Record review" pendingLabel="Recording…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
