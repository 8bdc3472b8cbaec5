import type { DirectoryFramework } from '@/lib/catalog/framework-directory';
import { daysBetween } from './calendar-days';
import { directoryNames, joinNames } from './frameworks/names';
import { frameworkHref, type FollowedFramework } from './frameworks/followed';

/** The dashboard's label of a followed framework's status. */
export type DashboardStatus = 'Compliant' | 'In Progress' | 'Review Required';

export const dashboardStatusLabels: Record<FollowedFramework['status'], DashboardStatus> = {
  active: 'Compliant',
  progress: 'In Progress',
  review: 'Review Required',
};

/**
 * Active Frameworks and Compliance Score: the followed frameworks whose setup is done (shown Active or Review
 * Required), and the rounded mean progress of every followed framework the library can measure, In Progress
 * ones included, so the score moves from the day a framework is added (null when none is measured, so the card
 * says so instead of 0%).
 */
export function complianceSummary(followed: readonly Pick<FollowedFramework, 'status' | 'progress'>[]): {
  activeFrameworks: number;
  complianceScore: number | null;
} {
  const active = followed.filter((framework) => framework.status === 'active' || framework.status === 'review');
  const measured = followed.flatMap((framework) => (framework.progress === null ? [] : [framework.progress]));
  const complianceScore =
    measured.length === 0 ? null : Math.round(measured.reduce((sum, progress) => sum + progress, 0) / measured.length);
  return { activeFrameworks: active.length, complianceScore };
}

/** `progress` is null for a framework whose requirement list the library does not hold yet. */
export type FrameworkStatusRow = { id: string; name: string; status: DashboardStatus; progress: number | null; href: string };

/** The Framework Status list: each followed framework, in the directory's order, with its label and link. */
export function frameworkStatusRows(
  directory: readonly DirectoryFramework[],
  followed: readonly FollowedFramework[],
): FrameworkStatusRow[] {
  const rows = new Map(followed.map((row) => [row.frameworkId, row]));
  return directory.flatMap((framework) => {
    const row = rows.get(framework.id);
    if (!row) return [];
    return [
      {
        id: framework.id,
        name: framework.name,
        status: dashboardStatusLabels[row.status],
        progress: row.progress,
        href: frameworkHref(framework.id, framework.name),
      },
    ];
  });
}

/** Days from `today` to the next audit's first day (both YYYY-MM-DD), or null when none is planned. */
export function daysToNextAudit(nextAuditOn: string | null, today: string): number | null {
  return nextAuditOn === null ? null : Math.max(daysBetween(today, nextAuditOn), 0);
}

export type GettingStartedStep = { label: string; description: string; href: string; done: boolean };

/** A new organization's first steps, each marked done once the organization has that kind of record. */
export function gettingStartedSteps(has: { frameworks: boolean; evidence: boolean; policy: boolean }): GettingStartedStep[] {
  return [
    {
      label: 'Add your frameworks',
      description: 'Choose the standards and laws your customers and regulators expect.',
      href: '/manage/addFrameworks',
      done: has.frameworks,
    },
    {
      label: 'Upload evidence',
      description: 'Add the documents, screenshots and logs that show your controls work.',
      href: '/manage/evidence',
      done: has.evidence,
    },
    {
      label: 'Create a policy',
      description: 'Write your first policy and send it for review.',
      href: '/manage/policies',
      done: has.policy,
    },
  ];
}

/** The panel shows until every first step is done. */
export function showGettingStarted(steps: readonly GettingStartedStep[]): boolean {
  return steps.some((step) => !step.done);
}

/** What the Getting started panel says about the frameworks sign-up added from the questionnaire, if any. */
export function questionnaireNote(frameworkIds: readonly string[]): string | null {
  const names = directoryNames(frameworkIds);
  return names.length === 0 ? null : `We added ${joinNames(names)} from your questionnaire.`;
}
