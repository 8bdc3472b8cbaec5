/** A failing result's issue in the organization's tracker, as the page formatted it. */
export type IssueSummary = {
  tracker: string;
  key: string;
  url: string;
  /** "closed in Jira by Dana Lee on 28 Nov 2026", when the issue was closed there; the check still fails until a run passes it. */
  closed: string | null;
};

/** The issue's key, linked to the tracker, and whether it was closed there. */
export function TrackerIssue({ issue }: { issue: IssueSummary }) {
  return (
    <span className="ml-1">
      ·{' '}
      <a href={issue.url} target="_blank" rel="noreferrer" className="font-medium text-indigo-700 underline">
        {issue.tracker} issue {issue.key}
      </a>
      {issue.closed && <span className="text-slate-600"> ({issue.closed}; the check still fails until a run passes it)</span>}
    </span>
  );
}
