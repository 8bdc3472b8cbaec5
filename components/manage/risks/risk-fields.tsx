'use client';

import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import type { FieldErrors } from '@/lib/schemas/form-state';
import type { Risk, RiskMemberChoice } from '@/lib/schemas/risks/records';
import {
  riskCategories,
  riskCategoryLabels,
  riskLevels,
  riskTreatmentLabels,
  riskTreatments,
  type RiskScaleLabels,
} from '@/lib/schemas/risks/forms';

const categoryOptions = riskCategories.map((category) => ({ value: category, label: riskCategoryLabels[category] }));
const treatmentOptions = riskTreatments.map((treatment) => ({ value: treatment, label: riskTreatmentLabels[treatment] }));

function levelOptions(labels: readonly string[]) {
  return riskLevels.map((level) => ({ value: String(level), label: `${level} – ${labels[level - 1]}` }));
}

/** The fields of the risk form; the ratings' choices carry the organization's scale labels. */
export function RiskFields({
  risk,
  owners,
  labels,
  errors,
  defaultReview,
  defaultOwner,
}: {
  risk?: Risk;
  owners: readonly RiskMemberChoice[];
  labels: RiskScaleLabels;
  errors: FieldErrors;
  defaultReview?: string;
  defaultOwner?: string;
}) {
  const likelihood = levelOptions(labels.likelihood);
  const impact = levelOptions(labels.impact);
  const level = (value: number | undefined) => (value === undefined ? '3' : String(value));
  return (
    <div className="space-y-4">
      <TextField label="Title" name="title" required maxLength={200} defaultValue={risk?.title} error={errors.title} />
      <TextareaField label="Description" name="description" optional rows={3} defaultValue={risk?.description} error={errors.description} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          name="category"
          options={categoryOptions}
          defaultValue={risk?.category ?? 'security'}
          error={errors.category}
        />
        <SelectField
          label="Owner"
          name="ownerId"
          placeholder="Choose the owner"
          options={owners.map((owner) => ({ value: owner.id, label: owner.name }))}
          defaultValue={risk?.ownerMemberId ?? defaultOwner ?? ''}
          error={errors.ownerId}
        />
        <SelectField
          label="Inherent likelihood"
          name="inherentLikelihood"
          options={likelihood}
          defaultValue={level(risk?.inherentLikelihood)}
          error={errors.inherentLikelihood}
        />
        <SelectField
          label="Inherent impact"
          name="inherentImpact"
          options={impact}
          defaultValue={level(risk?.inherentImpact)}
          error={errors.inherentImpact}
        />
        <SelectField
          label="Residual likelihood"
          name="residualLikelihood"
          options={likelihood}
          defaultValue={level(risk?.residualLikelihood)}
          error={errors.residualLikelihood}
          hint="After the treatment; it cannot rate higher than the inherent risk."
        />
        <SelectField
          label="Residual impact"
          name="residualImpact"
          options={impact}
          defaultValue={level(risk?.residualImpact)}
          error={errors.residualImpact}
        />
        <SelectField
          label="Treatment"
          name="treatment"
          options={treatmentOptions}
          defaultValue={risk?.treatment ?? 'mitigate'}
          error={errors.treatment}
        />
        <TextField
          label="Next review date"
          name="nextReviewOn"
          type="date"
          required
          defaultValue={risk?.nextReviewOn ?? defaultReview}
          error={errors.nextReviewOn}
        />
      </div>
      <TextareaField label="Treatment plan" name="plan" optional rows={3} defaultValue={risk?.plan} error={errors.plan} />
    </div>
  );
}
