'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { notificationPreferences, type NotificationSettings } from '@/lib/domain/notifications';
import { formValidator } from '@/lib/schemas/form-state';
import { versionSchema } from '@/lib/schemas/settings';
import { SwitchRow } from './switch-row';
import type { FormAction } from './types';

const validate = formValidator(versionSchema);

/** Notifications: one switch per kind of message, saved together with Save Preferences. */
export function NotificationsSection({
  settings,
  version: initialVersion,
  action,
}: {
  settings: NotificationSettings;
  version: number;
  action: FormAction<{ version: number }>;
}) {
  // As on Profile: keep the version each save answers, for the next save.
  const [version, setVersion] = useState(initialVersion);
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: (saved) => setVersion(saved.version) });
  return (
    <form noValidate onSubmit={onSubmit}>
      <input type="hidden" name="version" value={version} />
      <ul className="divide-y divide-slate-200">
        {notificationPreferences.map((preference) => (
          <SwitchRow
            key={preference.id}
            name={preference.id}
            title={preference.title}
            description={preference.description}
            defaultChecked={settings[preference.id]}
          />
        ))}
      </ul>
      <FormError message={formError ?? errors.version} />
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}
