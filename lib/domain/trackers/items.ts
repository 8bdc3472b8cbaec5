/**
 * What the product sends to a tracker and a channel: an item needing work, and what a sync does with each. Pure
 * rules; the workspace (lib/workspace/trackers/) reads the checks and tasks and writes the rows.
 */

/** An item needing work now: a check failing on a resource, or a task past its due day. */
export type NeedingWork = { itemKey: string; kind: 'check' | 'task'; title: string; detail: string; href: string };

/** A stored item as the plan reads it. */
export type KeptItem = { itemKey: string; kind: 'check' | 'task'; status: 'open' | 'resolved' };

/** The key of a check's failure on one resource. */
export const checkItemKey = (checkId: string, resource: string): string => `check:${checkId}:${resource}`;

/** The key of an overdue task (its own key names its kind and record). */
export const taskItemKey = (taskKey: string): string => `task:${taskKey}`;

/**
 * What a sync does, given what needs work now, what is stored, and the check items a run has since cleared: new items
 * are added; a resolved item needing work again opens again; an open check item resolves only when a run that read
 * its check cleared it (a check that could not be read proves nothing), and an open task item resolves once the task
 * is no longer overdue.
 */
export function planSync(
  needing: readonly NeedingWork[],
  kept: readonly KeptItem[],
  clearedCheckKeys: { has(itemKey: string): boolean },
): { add: NeedingWork[]; reopen: NeedingWork[]; resolve: string[] } {
  const stored = new Map(kept.map((item) => [item.itemKey, item]));
  const needed = new Set(needing.map((item) => item.itemKey));
  return {
    add: needing.filter((item) => !stored.has(item.itemKey)),
    reopen: needing.filter((item) => stored.get(item.itemKey)?.status === 'resolved'),
    resolve: kept
      .filter((item) => item.status === 'open' && !needed.has(item.itemKey))
      .filter((item) => item.kind === 'task' || clearedCheckKeys.has(item.itemKey))
      .map((item) => item.itemKey),
  };
}

/** How many items one channel message names at most; the rest are counted, so a large run is one short message. */
export const ALERT_LINES = 15;

/** One channel message naming every new item of a sync, each with its link; null when there is none. */
export function alertText(items: readonly { title: string; detail: string; link: string }[], organizationName: string): string | null {
  if (items.length === 0) return null;
  const lines = items.slice(0, ALERT_LINES).map((item) => `• <${item.link}|${item.title}>: ${item.detail}`);
  const more = items.length - ALERT_LINES;
  const heading = `${organizationName}: ${items.length === 1 ? '1 item needs' : `${items.length} items need`} attention in Complia`;
  return [heading, ...lines, ...(more > 0 ? [`…and ${more} more.`] : [])].join('\n');
}

/** The comment an issue gets when its item is fixed. */
export const resolvedComment = (kind: 'check' | 'task'): string =>
  kind === 'check' ? 'The check passes again in Complia; this issue is resolved.' : 'The task is done in Complia; this issue is resolved.';
