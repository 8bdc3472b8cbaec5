import { frameworkDirectory } from '@/lib/catalog/framework-directory';

/** A followed framework API keys cannot read yet, and where an administrator opens it. */
export type ClosedFramework = { id: string; name: string; openAt: string };

/** The name of a directory framework, or its id when the directory does not know it. */
export function directoryName(frameworkId: string): string {
  return frameworkDirectory.find((entry) => entry.id === frameworkId)?.name ?? frameworkId;
}

/** Framework Settings › Advanced of one framework, where its "API access" switch is. */
export function apiAccessSettingsHref(frameworkId: string): string {
  return `/manage/frameworkSettings?framework=${encodeURIComponent(frameworkId)}&section=advanced`;
}

export function closedFramework(frameworkId: string): ClosedFramework {
  return { id: frameworkId, name: directoryName(frameworkId), openAt: apiAccessSettingsHref(frameworkId) };
}

function joined(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What an API key is told of the frameworks it cannot read, so an empty list never reads as "nothing there": none
 * followed, every one open, or which are closed and where an administrator opens them.
 */
export function apiAccessSentence(openCount: number, closed: readonly ClosedFramework[]): string {
  if (closed.length === 0) {
    return openCount === 0
      ? 'The organization follows no framework yet: an administrator adds one in Frameworks (/manage/frameworks), then turns on its API Access in Framework Settings › Advanced.'
      : 'Every framework the organization follows is open to API keys.';
  }
  const names = joined(closed.map((framework) => framework.name));
  const verb = closed.length === 1 ? 'is' : 'are';
  const where =
    closed.length === 1
      ? `its Framework Settings › Advanced (${closed[0]!.openAt})`
      : 'each one’s Framework Settings › Advanced (its openAt)';
  return `${names} ${verb} closed to API keys, so nothing of ${closed.length === 1 ? 'it' : 'them'} is listed or found: an administrator turns on API Access in ${where}.`;
}
