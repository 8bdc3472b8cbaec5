/** "2025-03-04" → "March 4, 2025", read as a calendar date (UTC), so the build machine's zone cannot shift it. */
export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
