import type { SettingsFormValues } from '@/lib/domain/frameworks/settings';
import type { SettingsFacts } from '@/lib/domain/frameworks/settings-effects';
import type { FrameworkSettingsErrors } from '@/lib/schemas/frameworks/settings';

/** What every editable settings section receives from the form. */
export type SectionProps = {
  values: SettingsFormValues;
  errors: FrameworkSettingsErrors;
  set: (patch: Partial<SettingsFormValues>) => void;
  /** What the server says about the settings that act beyond the framework (next automatic report, its database). */
  facts: SettingsFacts;
};
