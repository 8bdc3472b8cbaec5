'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { SwitchRow } from './switch-row';

const preferences = [
  { id: 'email', title: 'Email notifications', description: 'Updates about your frameworks and tasks.' },
  { id: 'audits', title: 'Audit reminders', description: 'Reminders before an audit starts.' },
  { id: 'policies', title: 'Policy review reminders', description: 'A notice when a policy is due for review.' },
  { id: 'evidence', title: 'Evidence alerts', description: 'A notice when evidence fails verification.' },
  { id: 'weekly', title: 'Weekly summary', description: 'A weekly digest of your compliance status.' },
] as const;

type PreferenceId = (typeof preferences)[number]['id'];

/** Notifications: one switch per kind of message, saved together. */
export function NotificationsSection() {
  const notify = useToast();
  const [enabled, setEnabled] = useState<Record<PreferenceId, boolean>>({ email: true, audits: true, policies: true, evidence: true, weekly: false });
  return (
    <div>
      <ul className="divide-y divide-slate-200">
        {preferences.map((preference) => (
          <SwitchRow
            key={preference.id}
            title={preference.title}
            description={preference.description}
            checked={enabled[preference.id]}
            onChange={(next) => setEnabled((current) => ({ ...current, [preference.id]: next }))}
          />
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button onClick={() => notify('Notification preferences saved.', 'success')}>Save Preferences</Button>
      </div>
    </div>
  );
}
