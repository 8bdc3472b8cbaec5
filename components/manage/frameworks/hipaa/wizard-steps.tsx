'use client';

import { SelectField, TextField } from '@/components/ui/field';
import {
  organizationTypes,
  phiOptions,
  policyGroups,
  recordRangeOptions,
  ruleOptions,
  sectorOptions,
  toggleChoice,
} from '@/lib/domain/frameworks/hipaa-wizard';
import type { HipaaChoices } from '@/lib/schemas/frameworks/hipaa-wizard';
import { CheckboxList, RadioList } from './choice-list';

export type StepProps = { choices: HipaaChoices; update: (patch: Partial<HipaaChoices>) => void };

const orgOptions = organizationTypes.map((type) => ({ value: String(type.value), label: type.label, description: type.description }));

/** Step 1: organisation type, name and sector. */
export function OrganizationStep({ choices, update }: StepProps) {
  return (
    <div className="space-y-6">
      <RadioList
        legend="Organization type"
        name="organizationType"
        options={orgOptions}
        value={String(choices.organizationType)}
        onChange={(v) => update({ organizationType: Number(v) as HipaaChoices['organizationType'] })}
      />
      <TextField
        label="Organization name"
        name="organizationName"
        value={choices.organizationName}
        maxLength={200}
        onChange={(e) => update({ organizationName: e.target.value })}
      />
      <SelectField
        label="Primary healthcare sector"
        name="sector"
        options={sectorOptions}
        placeholder="Select a sector"
        value={choices.sector}
        onChange={(e) => update({ sector: e.target.value as HipaaChoices['sector'] })}
      />
    </div>
  );
}

/** Step 2: PHI types, applicable rules (privacy and security locked on) and patient record range. */
export function ScopeStep({ choices, update }: StepProps) {
  return (
    <div className="space-y-6">
      <CheckboxList
        legend="Types of PHI you handle"
        name="phiTypes"
        options={phiOptions}
        selected={choices.phiTypes}
        onToggle={(v) => update({ phiTypes: toggleChoice(choices.phiTypes, v) as HipaaChoices['phiTypes'] })}
      />
      <CheckboxList
        legend="Applicable HIPAA rules"
        name="rules"
        options={ruleOptions}
        selected={choices.rules}
        onToggle={(v) => update({ rules: toggleChoice(choices.rules, v) as HipaaChoices['rules'] })}
      />
      <RadioList
        legend="Number of patient records"
        name="recordRange"
        options={recordRangeOptions}
        value={choices.recordRange}
        onChange={(v) => update({ recordRange: v as HipaaChoices['recordRange'] })}
      />
    </div>
  );
}

/** Step 3: administrative, physical and technical safeguard policies. */
export function PoliciesStep({ choices, update }: StepProps) {
  return (
    <div className="space-y-6">
      {policyGroups.map((group) => (
        <CheckboxList
          key={group.title}
          legend={group.title}
          name="policies"
          options={group.options}
          selected={choices.policies}
          onToggle={(v) => update({ policies: toggleChoice(choices.policies, v) as HipaaChoices['policies'] })}
        />
      ))}
    </div>
  );
}
