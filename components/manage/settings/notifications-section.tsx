'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { notificationPreferences, type NotificationSettings } from '@/lib/domain/notifications/preferences';
import { formValidator } from '@/lib/schemas/form-state';
import { versionSchema } from '@/lib/schemas/organization/settings';
import { SwitchRow } from './switch-row';
import type { FormAction } from './types';

const validate = formValidator(versionSchema);

/**
 * Notifications: one switch per kind of letter, saved together with Save Preferences. Each one is read by the
 * sender of that letter, so turning it off stops it.
 */
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
      <p className="mb-2 text-sm text-slate-600">
        Choose the letters sent to you by e-mail. Each one is plain text with a link to what it is about.
      </p>
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
