'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { trustSettingsArrays, trustSettingsSchema } from '@/lib/domain/trust/settings';
import { formValidator } from '@/lib/schemas/form-state';
import { trustSectionLabels, trustSections, type TrustSettings } from '@/lib/schemas/trust/records';
import { CheckboxGroup } from './checkbox-group';
import { ListedPolicies } from './listed-policies';
import type { SavedTrustSettings, TrustChoices } from './types';
import type { FormAction } from '@/lib/schemas/form-state';

const validate = formValidator(trustSettingsSchema, trustSettingsArrays);
const sectionOptions = trustSections.map((section) => ({ value: section, label: trustSectionLabels[section] }));

/** The page's address, overview and allow-list; read-only (disabled) for members and viewers. */
export function TrustSettingsForm({
  settings,
  choices,
  action,
}: {
  settings: TrustSettings;
  choices: TrustChoices;
  action: FormAction<SavedTrustSettings> | null;
}) {
  const router = useRouter();
  const readOnly = action === null;
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action: action ?? (async () => ({ status: 'idle' }) as const),
    validate,
    onCreated: () => router.refresh(),
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Trust center settings">
      <input type="hidden" name="version" value={settings.version} />
      <div className="sm:w-96">
        <TextField
          label="Page address"
          name="slug"
          defaultValue={settings.slug}
          hint="Your page lives at /trust/<address>: 3 to 40 lowercase letters, digits and hyphens."
          required
          disabled={readOnly}
          error={errors.slug}
        />
      </div>
      <TextareaField
        label="Overview"
        name="overview"
        rows={4}
        defaultValue={settings.overview}
        optional
        disabled={readOnly}
        error={errors.overview}
      />
      <CheckboxGroup
        legend="Sections shown"
        name="sections"
        options={sectionOptions}
        checked={settings.sections}
        disabled={readOnly}
        empty=""
      />
      <CheckboxGroup
        legend="Frameworks shown"
        name="frameworks"
        options={choices.frameworks}
        checked={settings.frameworks}
        disabled={readOnly}
        empty="Your organization follows no framework yet."
      />
      <CheckboxGroup
        legend="Control areas shown"
        name="controlAreas"
        options={choices.areas}
        checked={settings.controlAreas}
        disabled={readOnly}
        empty=""
      />
      <ListedPolicies page={choices.policies} listed={choices.listed} disabled={readOnly} />
      <p className="text-sm text-slate-600">Subprocessors are the vendors marked as subprocessors in Vendors.</p>
      <FormError message={formError ?? errors.version ?? errors.sections ?? errors.frameworks ?? errors.controlAreas} />
      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save trust center'}
          </Button>
        </div>
      )}
    </form>
  );
}
