'use client';

import { SelectField } from '@/components/ui/field';
import { formValidator, type FieldErrors, type FormAction } from '@/lib/schemas/form-state';
import { intuneConnectSchema } from '@/lib/schemas/integrations/intune-connect';
import { intuneReleases, minimumFields, type IntunePlatform } from '@/lib/schemas/integrations/intune-releases';
import { ConnectMicrosoftAppForm } from './connect-microsoft-app-form';

const validate = formValidator(intuneConnectSchema);
const platforms = Object.keys(intuneReleases) as IntunePlatform[];

/** Each platform's minimum OS release for the supported-version check, its vendor's releases listed, the default chosen. */
function MinimumReleaseFields({ errors }: { errors: FieldErrors }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Minimum OS releases</legend>
      <p className="text-sm text-slate-600">
        A device below its platform’s minimum fails the supported-version check. Each starts at the oldest release its vendor still updates.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {platforms.map((platform) => {
          const { label, default: fallback, releases } = intuneReleases[platform];
          const field = minimumFields[platform];
          return (
            <SelectField
              key={platform}
              label={`Minimum ${label}`}
              name={field}
              defaultValue={fallback}
              options={releases.map((release) => ({ value: release.version, label: release.name }))}
              error={errors[field]}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Connect Microsoft Intune: the same app credentials as Entra ID's (its app may be reused, with Intune's permissions
 * added) and each platform's minimum OS release; the server reads a managed device with the app's token before saving
 * anything.
 */
export function ConnectIntuneForm({ action }: { action: FormAction<{ id: string }> }) {
  return (
    <ConnectMicrosoftAppForm
      action={action}
      provider="intune"
      name="Microsoft Intune"
      validate={validate}
      extraFields={(errors) => <MinimumReleaseFields errors={errors} />}
    />
  );
}
