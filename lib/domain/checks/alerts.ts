import { checkHistory, type HistoryRun } from './history';

/** A check as an alert names it. */
export type AlertCheck = { id: string; title: string; controls: readonly string[] };
export type FailedResult = { checkId: string; resource: string; outcome: 'pass' | 'fail' | 'unknown'; reason: string };

/** How many failing resources a letter lists; the rest are counted. */
const LISTED = 10;

/**
 * The checks the new run finds failing that were not failing in the run before (or had never run): each is news
 * worth a letter; a check still failing since the last run is not written about again. Excepted checks are left out.
 */
export function newlyFailing(
  checks: readonly AlertCheck[],
  previous: HistoryRun | null,
  current: HistoryRun,
  excepted: ReadonlySet<string>,
): AlertCheck[] {
  const changes = checkHistory(
    previous ? [previous, current] : [current],
    checks.map((check) => check.id),
  );
  const regressed = new Set(
    changes.filter((change) => change.change === 'regressed' && change.at.getTime() === current.startedAt.getTime()).map((c) => c.checkId),
  );
  return checks.filter((check) => regressed.has(check.id) && !excepted.has(check.id));
}

/** The letter to an administrator about checks that started failing. */
export function checkFailureLetter(input: {
  organizationName: string;
  providerName: string;
  account: string;
  failing: readonly AlertCheck[];
  results: readonly FailedResult[];
  frameworkNames: readonly string[];
  link: string;
}): { subject: string; body: string } {
  const [first] = input.failing;
  const subject =
    input.failing.length === 1
      ? `A ${input.providerName} check started failing: ${first!.title}`
      : `${input.failing.length} ${input.providerName} checks started failing`;
  const sections = input.failing.map((check) => {
    const failed = input.results.filter((result) => result.checkId === check.id && result.outcome === 'fail');
    const listed = failed.slice(0, LISTED).map((result) => `- ${result.resource}: ${result.reason}`);
    const more = failed.length > LISTED ? [`- and ${failed.length - LISTED} more`] : [];
    return [`${check.title}`, ...listed, ...more, `Controls now needing attention: ${check.controls.join(', ')}.`].join('\n');
  });
  return {
    subject,
    body: [
      `The ${input.providerName} checks of ${input.organizationName} (${input.account}) found:`,
      '',
      sections.join('\n\n'),
      '',
      `See the results and record an exception if this is accepted (sign-in needed): ${input.link}`,
      '',
      `You receive this as an administrator, because control failure alerts are on in the settings of ${input.frameworkNames.join(', ')}.`,
    ].join('\n'),
  };
}
