/**
 * The kinds of letter a member can turn on or off (Settings › Notifications), with their defaults. Each one is read
 * by the sender of that letter before it writes (lib/workspace/notifications).
 */
export const notificationPreferences = [
  {
    id: 'assignedTasks',
    title: 'Assigned tasks',
    description: 'A letter when something is newly assigned to you.',
    byDefault: true,
  },
  {
    id: 'weeklyDigest',
    title: 'Weekly digest',
    description: 'Once a week, what is open, due and overdue for you.',
    byDefault: false,
  },
  {
    id: 'overdueReminders',
    title: 'Overdue reminders',
    description: 'Reminders of what is overdue, such as a policy you have not yet accepted.',
    byDefault: true,
  },
  {
    id: 'failingChecks',
    title: 'Failing checks',
    description: 'A letter when a check starts failing on a control you own.',
    byDefault: true,
  },
  {
    id: 'expiringEvidence',
    title: 'Expiring evidence',
    description: 'A letter when evidence you own expires within 14 days.',
    byDefault: true,
  },
] as const;

export type NotificationId = (typeof notificationPreferences)[number]['id'];
export type NotificationSettings = Record<NotificationId, boolean>;

/**
 * Stored toggles over the defaults; anything unknown or not a boolean is ignored, so toggles saved under earlier
 * names (email, audits, policies, evidence, weekly) leave the defaults in place.
 */
export function notificationSettings(stored: unknown): NotificationSettings {
  const saved = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    notificationPreferences.map(({ id, byDefault }) => [id, typeof saved[id] === 'boolean' ? saved[id] : byDefault]),
  ) as NotificationSettings;
}

/** The toggles a form sent: a checkbox present means on. */
export function notificationsFromForm(formData: FormData): NotificationSettings {
  return Object.fromEntries(notificationPreferences.map(({ id }) => [id, formData.get(id) === 'on'])) as NotificationSettings;
}
