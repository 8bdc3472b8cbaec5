'use client';

import { CheckboxField } from '@/components/ui/field';
import { hipaaSummary, organizationTypes, sectorOptions } from '@/lib/domain/hipaa-wizard';
import type { StepProps } from './wizard-steps';

/** Step 4: the placeholder summary (spec §9), the choices made, and the confirmation checkbox. */
export function ReviewStep({ choices, update, error }: StepProps & { error?: string }) {
  const orgType = organizationTypes.find((type) => type.value === choices.organizationType)?.label;
  const sector = sectorOptions.find((option) => option.value === choices.sector)?.label ?? 'Not selected';
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-lg bg-indigo-50 p-4 text-center">
          <dt className="text-sm text-slate-700">PHI categories</dt>
          <dd className="text-2xl font-bold text-slate-900">{hipaaSummary.phiCategories}</dd>
        </div>
        <div className="rounded-lg bg-indigo-50 p-4 text-center">
          <dt className="text-sm text-slate-700">Policies</dt>
          <dd className="text-2xl font-bold text-slate-900">{hipaaSummary.policies}</dd>
        </div>
        <div className="rounded-lg bg-indigo-50 p-4 text-center">
          <dt className="text-sm text-slate-700">Estimated timeline</dt>
          <dd className="text-2xl font-bold text-slate-900">{hipaaSummary.timeline}</dd>
        </div>
      </dl>
      <dl className="space-y-2 text-sm">
        <div className="flex gap-2"><dt className="text-slate-600">Organization:</dt><dd className="text-slate-900">{choices.organizationName || 'Not given'} ({orgType})</dd></div>
        <div className="flex gap-2"><dt className="text-slate-600">Sector:</dt><dd className="text-slate-900">{sector}</dd></div>
        <div className="flex gap-2"><dt className="text-slate-600">Rules:</dt><dd className="text-slate-900">{choices.rules.length} selected</dd></div>
        <div className="flex gap-2"><dt className="text-slate-600">Policies:</dt><dd className="text-slate-900">{choices.policies.length} selected</dd></div>
      </dl>
      <CheckboxField
        label="I have reviewed the configuration and understand the compliance requirements."
        checked={choices.confirmed}
        error={error}
        onChange={(e) => update({ confirmed: e.target.checked })}
      />
    </div>
  );
}
