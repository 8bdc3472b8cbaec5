/** The kinds of message a member can turn on or off (Settings › Notifications), with their defaults. */
export const notificationPreferences = [
  { id: 'email', title: 'Email notifications', description: 'Updates about your frameworks and tasks.', byDefault: true },
  { id: 'audits', title: 'Audit reminders', description: 'Reminders before an audit starts.', byDefault: true },
  { id: 'policies', title: 'Policy review reminders', description: 'A notice when a policy is due for review.', byDefault: true },
  { id: 'evidence', title: 'Evidence alerts', description: 'A notice when evidence fails verification.', byDefault: true },
  { id: 'weekly', title: 'Weekly summary', description: 'A weekly digest of your compliance status.', byDefault: false },
] as const;

export type NotificationId = (typeof notificationPreferences)[number]['id'];
export type NotificationSettings = Record<NotificationId, boolean>;

/** Stored toggles over the defaults; anything unknown or not a boolean is ignored. */
export function notificationSettings(stored: unknown): NotificationSettings {
  const saved = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    notificationPreferences.map(({ id, byDefault }) => [id, typeof saved[id] === 'boolean' ? saved[id] : byDefault]),
  ) as NotificationSettings;
}

/** The toggles a form sent: a checkbox present means on. */
export function notificationsFromForm(formData: FormData): NotificationSettings {
  return Object.fromEntries(notificationPreferences.map(({ id }) => [id, formData.get(id) === 'on'])) as NotificationSettings;
}
