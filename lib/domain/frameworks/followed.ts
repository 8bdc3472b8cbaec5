import { sharedRequirementCount, type SharedRequirements } from '@/lib/catalog/crosswalk';
import { frameworkDirectory, libraryIds, type DirectoryFramework } from '@/lib/catalog/framework-directory';
import { licensedFramework } from '@/lib/catalog/licensed-frameworks';
import { frameworkCategorySchema, type Framework, type FrameworkCategory, type FrameworkStatus } from '@/lib/schemas/frameworks/records';
import { setupHref } from './status';
import { timeAgo } from '../relative-time';

/** What a framework shows instead of progress while the library does not hold its requirements yet. */
export const REQUIREMENTS_COMING = 'Requirement list coming';

/** What a licensed framework (HITRUST CSF) shows instead of progress until the organization imports its list. */
export const LICENSED_LIST_MISSING = 'Import your licensed list';

/**
 * A followed framework's progress as shown: its percent, or while it has none, that its licensed list is to be
 * imported (a licensed framework) or that its requirement list is coming.
 */
export function progressText(framework: { id: string; progress: number | null }): string {
  if (framework.progress !== null) return `${framework.progress}%`;
  return licensedFramework(framework.id) ? LICENSED_LIST_MISSING : REQUIREMENTS_COMING;
}

/** What a framework costs per month once followed. */
export const FRAMEWORK_MONTHLY_COST = 200;

/** A framework the organization follows (a row of organization_frameworks): never Available. */
export type FollowedFramework = {
  frameworkId: string;
  status: Exclude<FrameworkStatus, 'inactive'>;
  /** Percent complete, computed from control states; null while the library lacks the framework's requirements. */
  progress: number | null;
  updatedAt: Date;
};

/**
 * The Frameworks screen's list: every directory framework, in the directory's order, with the organization's
 * row merged in. Without a row a framework is Available, 0% and never updated.
 */
export function mergeFrameworks(directory: readonly DirectoryFramework[], followed: readonly FollowedFramework[], now: Date): Framework[] {
  const rows = new Map(followed.map((row) => [row.frameworkId, row]));
  return directory.map((framework) => {
    const row = rows.get(framework.id);
    return {
      ...framework,
      tags: [...framework.tags],
      status: row?.status ?? 'inactive',
      progress: row ? row.progress : 0,
      lastUpdated: row ? timeAgo(row.updatedAt, now) : 'Never',
      monthlyCost: FRAMEWORK_MONTHLY_COST,
    };
  });
}

const directoryPosition = new Map(frameworkDirectory.map((framework, index) => [framework.id, index]));

/**
 * The followed frameworks the library measures (a framework whose requirement list is still coming is left out),
 * in the directory's order, named from it, with their progress as a percent (0–100). An id the directory no
 * longer knows keeps its id as name and comes last.
 */
export function measuredFrameworks<T extends { frameworkId: string; progress: number | null }>(
  frameworks: readonly T[],
): (T & { name: string; percent: number })[] {
  const position = (id: string) => directoryPosition.get(id) ?? directoryPosition.size;
  return frameworks
    .flatMap((framework) => (framework.progress === null ? [] : [{ framework, progress: framework.progress }]))
    .sort(
      (a, b) =>
        position(a.framework.frameworkId) - position(b.framework.frameworkId) ||
        a.framework.frameworkId.localeCompare(b.framework.frameworkId),
    )
    .map(({ framework, progress }) => ({
      ...framework,
      name: frameworkDirectory.find((entry) => entry.id === framework.frameworkId)?.name ?? framework.frameworkId,
      percent: Math.min(100, Math.max(0, Math.round(progress))),
    }));
}

/** The Frameworks screen's filters as read from the URL query ('' means any). */
export type FrameworkFilters = { status: string; category: string; search: string; tag: string };

export const frameworkTagChips = [
  { value: 'all', label: 'All' },
  { value: 'popular', label: 'Popular' },
  { value: 'certification', label: 'Certification' },
  { value: 'us', label: 'US' },
  { value: 'eu', label: 'EU' },
] as const;

const frameworkTags: readonly string[] = frameworkTagChips.slice(1).map((chip) => chip.value);

const isCategory = (value: string): value is FrameworkCategory => frameworkCategorySchema.safeParse(value).success;

/** The status filter's values; 'active' also covers an active framework whose review is due. */
const statusGroups: Record<string, readonly FrameworkStatus[]> = {
  active: ['active', 'review'],
  progress: ['progress'],
  inactive: ['inactive'],
};

/**
 * The frameworks that pass every filter. An unknown status, category or tag (an edited or outdated link) is
 * ignored, as the filter controls then show "all".
 */
export function filterFrameworks(list: readonly Framework[], filters: FrameworkFilters): Framework[] {
  const search = filters.search.trim().toLowerCase();
  return list.filter((framework) => {
    const statuses = statusGroups[filters.status];
    if (statuses && !statuses.includes(framework.status)) return false;
    if (isCategory(filters.category) && framework.category !== filters.category) return false;
    if (frameworkTags.includes(filters.tag) && !framework.tags.includes(filters.tag)) return false;
    if (!search) return true;
    return framework.name.toLowerCase().includes(search) || framework.description.toLowerCase().includes(search);
  });
}

/** Stat-card figures: total, active (review included), in progress, available. */
export function frameworkStats(list: readonly Framework[]) {
  const count = (statuses: readonly FrameworkStatus[]) => list.filter((f) => statuses.includes(f.status)).length;
  return { total: list.length, active: count(['active', 'review']), progress: count(['progress']), available: count(['inactive']) };
}

/**
 * A card's action: a link, a message, a link whose message shows first, or (`starts`) Activate, which shows its
 * message while the framework is added, then opens its setup.
 */
export type FrameworkAction = { label: string; href?: string; message?: string; starts?: true };

/** The preview of any directory framework: its requirements, mapped controls and overlap with the organization's. */
export function previewHref(id: string): string {
  return `/manage/frameworks/preview?framework=${encodeURIComponent(id)}`;
}

/**
 * The screens a framework's tasks and issues live on, for frameworks that have one other than their setup: HIPAA's
 * wizard and ISO 27001's guide are setups, already offered by Continue Setup, so their tasks and issues are on the
 * framework's own page, the only one with its requirements and (ISO 27001) the Statement of Applicability's files.
 */
const ownScreens: Record<string, string> = {
  ccpa: '/manage/ccpa-issues',
};

/** The actions that change the framework (a viewer's card leaves them out). */
const editingLabels: ReadonlySet<string> = new Set(['Activate', 'Continue Setup', 'Settings']);

/**
 * The screen of a followed framework's requirements and controls: SOC 2's own, any other framework by its id (one
 * whose requirement list is still coming says so there, and how to import it as a custom framework).
 */
export function manageHref(id: string): string {
  return id === 'soc2' ? '/manage/frameworkManage' : `/manage/frameworkManage?framework=${encodeURIComponent(id)}`;
}

/**
 * The card's actions for its status: Available offers Activate (HIPAA's wizard, or adding the framework and
 * opening its setup), Learn More and Preview (the framework's preview); In Progress Continue Setup (its setup:
 * HIPAA's wizard, ISO 27001's guide, the short setup) and View Tasks (its page, or the CCPA issues), Review
 * Required Review Issues, Active Manage. A followed card's name also links to its page (manageHref). Each leads to
 * the screen where it is done, showing its message first when it has one. Without `canEdit`
 * (a viewer) only the actions that look are offered.
 */
export function frameworkActions(framework: Framework, canEdit = true): FrameworkAction[] {
  const actions = statusActions(framework);
  return canEdit ? actions : actions.filter((action) => !editingLabels.has(action.label));
}

function statusActions(framework: Framework): FrameworkAction[] {
  const own = ownScreens[framework.id];
  const toManage = (label: string): FrameworkAction => ({ label, href: manageHref(framework.id) });
  const settings = {
    label: 'Settings',
    href: framework.id === 'soc2' ? '/manage/frameworkSettings' : `/manage/frameworkSettings?framework=${encodeURIComponent(framework.id)}`,
  };
  switch (framework.status) {
    case 'active':
      return [toManage('Manage'), { label: 'View Report', href: '/manage/reports' }, settings];
    case 'review':
      return [
        own ? { label: 'Review Issues', href: own } : toManage('Review Issues'),
        { label: 'View Report', href: '/manage/reports' },
        settings,
      ];
    case 'progress':
      return [
        { label: 'Continue Setup', href: setupHref(framework.id) },
        own ? { label: 'View Tasks', href: own } : toManage('View Tasks'),
        settings,
      ];
    case 'inactive':
      return [
        framework.id === 'hipaa'
          ? { label: 'Activate', href: setupHref('hipaa') }
          : { label: 'Activate', message: `Activating ${framework.name} framework...`, starts: true },
        { label: 'Learn More', href: previewHref(framework.id), message: `Learning more about ${framework.name}...` },
        {
          label: 'Preview',
          // Only a framework of the control library has a requirement list on its preview to scroll to.
          href: libraryIds.has(framework.id) ? `${previewHref(framework.id)}#preview-requirements` : previewHref(framework.id),
          message: `Previewing ${framework.name} controls...`,
        },
      ];
  }
}

export const frameworkStatusLabels: Record<FrameworkStatus, string> = {
  active: 'Active',
  progress: 'In Progress',
  inactive: 'Available',
  review: 'Review Required',
};

/**
 * Where the dashboard's Framework Status list leads for a followed framework: ISO 27001's setup and the CCPA
 * issues keep their own screens; the other frameworks of the control library open their requirements
 * (SOC 2's own screen, the others by id); a framework whose list is coming leads to its Frameworks card.
 */
export function frameworkHref(id: string, name: string): string {
  if (id === 'iso27001') return '/manage/iso27001Setup';
  if (id === 'ccpa') return '/manage/ccpa-issues';
  return libraryIds.has(id) ? manageHref(id) : `/manage/frameworks?search=${encodeURIComponent(name)}`;
}

/** How many of a framework's requirements the organization's controls already satisfy, by the progress rule. */
export type Coverage = { met: number; total: number };

/**
 * The overlap preview of a framework not yet followed, from its coverage and, when some of its requirements share
 * controls with the frameworks the organization follows (`shared`, by the control library's crosswalk), how many.
 */
export function overlapText({ met, total }: Coverage, shared = 0): string {
  const covered = `Your implemented controls already cover ${met} of its ${total} requirements`;
  return shared > 0 ? `${covered}, and ${shared} share controls with the frameworks you follow.` : `${covered}.`;
}

/**
 * The overlap previews to show, by framework id: one for each of `ids` the organization does not follow and whose
 * requirements the library holds (`coverage` has an entry for exactly those); none for the others. Each counts the
 * requirements linked to a followed framework by the same crosswalk the framework detail's "Also satisfies" shows
 * (`crosswalk`: libraryCrosswalk of lib/catalog/library-crosswalk.ts, handed in by the pages so that this module, which client
 * components import, does not carry the control library).
 */
export function overlapPreviews(
  ids: readonly string[],
  followedIds: readonly string[],
  coverage: Readonly<Record<string, Coverage>>,
  crosswalk: (frameworkId: string) => ReadonlyMap<string, readonly SharedRequirements[]>,
): Record<string, string> {
  const followed = new Set(followedIds);
  const previews: Record<string, string> = {};
  for (const id of ids) {
    const known = coverage[id];
    if (known && !followed.has(id)) previews[id] = overlapText(known, sharedRequirementCount(crosswalk(id), followedIds));
  }
  return previews;
}

/** The count an Add Framework card shows: "61 criteria", "93 controls", "63 requirement sections". */
export function catalogCountLabel(card: { requirements: number; unit: string }): string {
  return `${card.requirements} ${card.unit}`;
}

/** The question asked before a framework is removed. */
export function removeFrameworkQuestion(name: string): string {
  return `Remove ${name} from your frameworks? Its control states stay, so adding it again restores its progress.`;
}
