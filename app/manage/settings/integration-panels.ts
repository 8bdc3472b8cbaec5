import 'server-only';
import type { HistoryItem } from '@/components/manage/integrations/check-history';
import type { ProviderPanel } from '@/components/manage/integrations/integrations-section';
import type { IssueSummary } from '@/components/manage/integrations/tracker-issue';
import { formatDay, formatMoment } from '@/components/manage/settings/dates';
import { carriedSummary } from '@/lib/domain/checks/carried-results';
import { overallOutcome } from '@/lib/domain/checks/standings';
import { checkItemKey } from '@/lib/domain/trackers/items';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import type { CheckException } from '@/lib/workspace/checks';
import { checkRunHistory, latestCheckRun, providerNames, type Connection } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';
import type { TrackedIssue } from '@/lib/workspace/trackers';

/** How many fixes and regressions each connection shows. */
const HISTORY_SHOWN = 10;

/** A failing result's issue in the tracker, with whether it was closed there. */
function issueOf(issues: ReadonlyMap<string, TrackedIssue>, checkId: string, resource: string): IssueSummary | null {
  const issue = issues.get(checkItemKey(checkId, resource));
  if (!issue?.key || !issue.url || issue.status !== 'open') return null;
  const tracker = providerNames[issue.provider as IntegrationProvider] ?? issue.provider ?? '';
  const closed = issue.closedAt
    ? `closed in ${tracker}${issue.closedBy ? ` by ${issue.closedBy}` : ''} on ${formatDay(issue.closedAt)}`
    : null;
  return { tracker, key: issue.key, url: issue.url, closed };
}

type Tracked = { issues: ReadonlyMap<string, TrackedIssue>; failures: { title: string; error: string }[] };

/**
 * A connected provider's latest run, each check with its outcome over every resource, the resources that did not
 * pass and its exception, and its recent history.
 */
export async function panelOf(
  member: Member,
  { provider }: Connection,
  exceptions: readonly CheckException[],
  tracked: Tracked,
): Promise<ProviderPanel> {
  const { checks, tracker, alerts } = connectors[provider];
  const [run, history] = await Promise.all([latestCheckRun(member, provider), checkRunHistory(member, provider)]);
  const titles = new Map(checks.map((check) => [check.id, check.title]));
  const now = new Date();
  return {
    latestRun: run && {
      finished: formatMoment(run.finishedAt),
      requestedBy: run.requestedBy,
      evidenceId: run.evidenceId,
      checks: checks.map(({ id, title }) => {
        const exception = exceptions.find((candidate) => candidate.checkId === id);
        const results = run.results.filter((result) => result.checkId === id);
        return {
          id,
          title,
          outcome: overallOutcome(results.map((result) => result.outcome)),
          // A large organization's run passes thousands of resources; only those that did not pass are shown.
          notPassed: results
            .filter((result) => result.outcome !== 'pass')
            .map(({ resource, outcome, reason }) => ({
              resource,
              reason,
              issue: outcome === 'fail' ? issueOf(tracked.issues, id, resource) : null,
            })),
          ...carriedSummary(run.carried, id, run.startedAt, now),
          exception: exception
            ? {
                id: exception.id,
                version: exception.version,
                reason: exception.reason,
                expiresOn: exception.expiresOn,
                recordedBy: exception.recordedBy,
              }
            : null,
        };
      }),
    },
    hasChecks: checks.length > 0,
    failures: tracker || alerts ? tracked.failures : undefined,
    history: history.slice(0, HISTORY_SHOWN).map((change): HistoryItem => ({
      at: formatMoment(change.at),
      title: titles.get(change.checkId) ?? change.checkId,
      change: change.change,
    })),
  };
}
