import Link from 'next/link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { FormAction } from '@/lib/schemas/form-state';
import { EndExceptionForm, RecordExceptionForm } from './check-exception-forms';
import { TrackerIssue, type IssueSummary } from './tracker-issue';

/** An exception that holds for a check, as the page formatted it. */
export type ExceptionSummary = { id: string; version: number; reason: string; expiresOn: string; recordedBy: string };

export type CheckSummary = {
  id: string;
  title: string;
  /** Over every resource the run read, worked out on the server. */
  outcome: keyof typeof outcomeLabels;
  /** The resources that did not pass, with why. */
  notPassed: { resource: string; reason: string; issue?: IssueSummary | null }[];
  /** "Last read successfully 2 hours ago" or "Never read successfully". */
  lastRead: string;
  /** Failures an earlier run read that this one could not evaluate again: they still stand. */
  stillFailing: { resource: string; reason: string }[];
  exception: ExceptionSummary | null;
};

export type RunSummary = { finished: string; requestedBy: string; evidenceId: string | null; checks: CheckSummary[] };

/** Record and end exceptions: administrators only. */
export type ExceptionActions = { record: FormAction<{ id: string }>; end: FormAction<{ id: string }> };

const outcomeLabels = { pass: 'Passed', fail: 'Failed', unknown: 'Could not evaluate', none: 'Nothing to check' } as const;
const tones: Record<keyof typeof outcomeLabels, BadgeTone> = { pass: 'success', fail: 'danger', unknown: 'warning', none: 'neutral' };

/**
 * The latest run: each check with its outcome, when it was last read successfully and, per resource that did not
 * pass, why; the failures an earlier run read that this one could not evaluate again, which still stand; and its
 * evidence item. A failing check's exception shows with its reason and expiry; administrators record and end them.
 */
export function CheckResults({ run, exceptions }: { run: RunSummary; exceptions?: ExceptionActions }) {
  return (
    <section aria-label="Latest check run" className="mt-4 rounded-md bg-slate-50 p-4">
      <p className="text-sm text-slate-700">
        Last run {run.finished}, asked by {run.requestedBy}.{' '}
        {run.evidenceId && (
          <Link href={`/manage/evidence/${run.evidenceId}`} className="font-medium text-indigo-700 underline">
            Open its evidence
          </Link>
        )}
      </p>
      <ul className="mt-3 space-y-3">
        {run.checks.map((check) => {
          const { outcome, notPassed } = check;
          return (
            <li key={check.id} aria-label={check.title}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="text-sm font-medium text-slate-900">
                  {check.title}{' '}
                  <Link href={`/manage/integrations/checks/${check.id}`} className="text-xs font-normal text-indigo-700 hover:underline">
                    How it is checked
                  </Link>
                </p>
                <Badge tone={tones[outcome]}>{outcomeLabels[outcome]}</Badge>
              </div>
              <p className="mt-0.5 text-xs text-slate-500">{check.lastRead}</p>
              {notPassed.length > 0 && (
                <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
                  {notPassed.map((result) => (
                    <li key={result.resource}>
                      <span className="font-mono">{result.resource}</span>: {result.reason}
                      {result.issue && <TrackerIssue issue={result.issue} />}
                    </li>
                  ))}
                </ul>
              )}
              {check.stillFailing.length > 0 && (
                <div className="mt-1 text-xs text-red-800">
                  <p>Still failing until a run reads these again:</p>
                  <ul className="space-y-0.5">
                    {check.stillFailing.map((result) => (
                      <li key={result.resource}>
                        <span className="font-mono">{result.resource}</span>: {result.reason}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {check.exception ? (
                <p className="mt-1 text-xs text-slate-700">
                  Exception until {check.exception.expiresOn}, recorded by {check.exception.recordedBy}: {check.exception.reason}
                  {exceptions && <EndExceptionForm id={check.exception.id} version={check.exception.version} action={exceptions.end} />}
                </p>
              ) : (
                (outcome === 'fail' || check.stillFailing.length > 0) &&
                exceptions && <RecordExceptionForm checkId={check.id} title={check.title} action={exceptions.record} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
