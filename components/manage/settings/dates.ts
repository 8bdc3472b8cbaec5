// Formatters for the settings page, run on the server only: UTC with the zone named, so every viewer and the
// hydrating browser read the same text.

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** "Mar 5, 2026" */
export const formatDay = (date: Date) => day.format(date);

/** "March 2024" */
export const formatMonth = (date: Date) => month.format(date);

/** "Mar 5, 2026, 3:04 PM UTC" */
export const formatMoment = (date: Date) => moment.format(date);
