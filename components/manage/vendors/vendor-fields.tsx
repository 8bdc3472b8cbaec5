'use client';

import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import type { FieldErrors } from '@/lib/schemas/form-state';
import {
  vendorCategories,
  vendorCategoryLabels,
  vendorCriticalities,
  vendorCriticalityLabels,
  vendorDataKindLabels,
  vendorDataKinds,
  type Vendor,
} from '@/lib/schemas/vendors/records';

export type TeamChoice = { id: string; name: string };

/** The fields of Add vendor and Edit vendor. */
export function VendorFields({ vendor, team, errors }: { vendor?: Vendor; team: readonly TeamChoice[]; errors: FieldErrors }) {
  return (
    <>
      <TextField label="Vendor name" name="name" required autoComplete="off" defaultValue={vendor?.name} error={errors.name} />
      <TextField
        label="Service"
        name="service"
        required
        autoComplete="off"
        defaultValue={vendor?.service}
        hint="What they do for the organization."
        error={errors.service}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          name="category"
          options={vendorCategories.map((value) => ({ value, label: vendorCategoryLabels[value] }))}
          defaultValue={vendor?.category ?? 'software-service'}
          error={errors.category}
        />
        <SelectField
          label="Criticality"
          name="criticality"
          options={vendorCriticalities.map((value) => ({ value, label: vendorCriticalityLabels[value] }))}
          defaultValue={vendor?.criticality ?? 'medium'}
          hint="Sets how often the vendor is reviewed."
          error={errors.criticality}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Data they touch</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {vendorDataKinds.map((kind) => (
            <CheckboxField
              key={kind}
              name="dataKinds"
              value={kind}
              label={vendorDataKindLabels[kind]}
              defaultChecked={vendor?.dataKinds.includes(kind)}
            />
          ))}
        </div>
        {errors.dataKinds && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {errors.dataKinds}
          </p>
        )}
      </fieldset>
      <CheckboxField
        name="subprocessor"
        label="Subprocessor (processes personal data on our behalf)"
        defaultChecked={vendor?.subprocessor}
      />
      <TextField
        label="Countries"
        name="countries"
        optional
        autoComplete="off"
        defaultValue={vendor?.countries.join(', ')}
        hint="Where they keep or process data: two-letter codes such as US, DE, IE."
        error={errors.countries}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Contract start"
          name="contractStart"
          type="date"
          optional
          defaultValue={vendor?.contractStart ?? ''}
          error={errors.contractStart}
        />
        <TextField
          label="Contract end"
          name="contractEnd"
          type="date"
          optional
          defaultValue={vendor?.contractEnd ?? ''}
          error={errors.contractEnd}
        />
      </div>
      <SelectField
        label="Owner"
        name="ownerMemberId"
        optional
        placeholder="No owner (administrators)"
        options={team.map((choice) => ({ value: choice.id, label: choice.name }))}
        defaultValue={vendor?.ownerMemberId ?? ''}
        error={errors.ownerMemberId}
      />
    </>
  );
}
