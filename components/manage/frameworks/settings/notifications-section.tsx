'use client';

import { notificationOptions } from '@/lib/domain/frameworks/settings';
import { controlFailuresNote } from '@/lib/domain/frameworks/settings-effects';
import type { SectionProps } from './section-props';
import { ToggleRow } from './toggle-row';

/** Notifications: one switch per kind of alert. */
export function NotificationsSection({ values, set }: SectionProps) {
  return (
    <div className="divide-y divide-slate-100">
      {notificationOptions.map((option) => (
        <ToggleRow
          key={option.id}
          label={option.label}
          description={option.description}
          note={option.id === 'controlFailures' ? controlFailuresNote : undefined}
          checked={values.notifications[option.id] ?? false}
          onChange={(on) => set({ notifications: { ...values.notifications, [option.id]: on } })}
        />
      ))}
    </div>
  );
}
