import type { SettingsFormValues } from '@/lib/domain/framework-settings';
import type { FrameworkSettingsErrors } from '@/lib/schemas/framework-settings';

/** What every editable settings section receives from the form. */
export type SectionProps = {
  values: SettingsFormValues;
  errors: FrameworkSettingsErrors;
  set: (patch: Partial<SettingsFormValues>) => void;
};
