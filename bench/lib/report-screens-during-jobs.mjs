// Prints the screens' first load while the background work runs (bench/lib/screens-during-jobs.mjs) against its
// budget: a job may raise a screen's p99 by at most a fifth while it runs.
import { seconds } from './background-report.mjs';
import { p99Text } from './load.mjs';

/** The largest ratio allowed between a screen's p99 while a job runs and its p99 alone. */
export const DURING_JOBS_BUDGET = 1.2;

/** What the job made, in a few words. */
function madeOf({ kind, made }) {
  if (!made) return '-';
  switch (kind) {
    case 'questionnaire':
      return `${made.questions} questions`;
    case 'access-review':
      return `${made.accounts} accounts, ${made.kept} kept, ${made.revoked} revoked; ${Object.entries(made.steps)
        .map(([step, ms]) => `${step} ${seconds(ms)}`)
        .join(', ')}`;
    case 'backup':
      return made.file;
    default:
      return `${(made.sizeBytes / 1024).toFixed(0)} KiB file`;
  }
}

function rows(job) {
  if (job.notServed) return [[job.title, '-', '-', '-', '-', 'not measured', '-', job.notServed]];
  const measured = Object.entries(job.screens).map(([path, { alone, during, ms, made }]) => {
    const ratio = during.p99Ms / alone.p99Ms;
    const errors = during.errors + during.non2xx;
    return [
      job.title,
      path,
      p99Text(alone),
      p99Text(during),
      ratio.toFixed(2),
      ratio <= DURING_JOBS_BUDGET ? 'yes' : 'NO',
      seconds(ms),
      `${madeOf({ kind: job.kind, made })}${errors ? `; ${errors} errors or non-2xx while serving` : ''}`,
    ];
  });
  return job.failed ? [...measured, [job.title, '-', '-', '-', '-', 'failed', '-', job.failed]] : measured;
}

/** Prints one row per job and screen with the report's own `table` (bench/lib/report.mjs). */
export function printScreensDuringJobs({ database, seconds: loadSeconds, connections, jobs }, table) {
  table(
    `Large organization on ${database}: first load at ${connections} connections alone, then while each job runs in the ` +
      `server, started as people start it (at least ${loadSeconds} s each; the job once per screen); ` +
      `budget: p99 during ≤ ${DURING_JOBS_BUDGET} × alone`,
    ['job', 'screen', 'p99 ms alone', 'p99 ms during', 'ratio', 'met', "job's time while serving", 'what it made'],
    jobs.flatMap(rows),
  );
}
