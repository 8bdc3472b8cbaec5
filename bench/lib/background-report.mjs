// Prints the large organization's background jobs (bench/lib/background-jobs.mjs) as a table.
import { BACKGROUND_BUDGET } from './background-jobs.mjs';

/** A duration as the tables print it. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** What each job made, in a few words. */
function madeOf(job) {
  switch (job.kind) {
    case 'letters':
      return `${job.letters} letters queued; an hour later ${job.nextHour.letters} in ${seconds(job.nextHour.ms)}`;
    case 'soa':
    case 'report':
    case 'auditor-package':
      return `${(job.sizeBytes / 1024).toFixed(0)} KiB file`;
    case 'questionnaire':
      return `${job.answered} of ${job.questions} answered`;
    case 'access-review':
      return Object.entries(job.steps)
        .map(([step, ms]) => `${step} ${seconds(ms)}`)
        .join(', ');
    case 'checks':
      return Object.entries(job.providers)
        .map(
          ([provider, run]) =>
            `${provider} ${run.results} results (${run.passing} passing, ${run.failing} failing, ${run.unknown} could not evaluate)`,
        )
        .join(', ');
    case 'backup':
      return `${(job.sizeBytes / 2 ** 20).toFixed(0)} MiB file`;
    default:
      return '-';
  }
}

/** Prints the jobs with the report's own `table` (bench/lib/report.mjs). */
export function printBackgroundJobs({ database, jobs }, table) {
  table(
    `Large organization on ${database}: background jobs (each in a process of its own)`,
    ['job', 'time', 'peak RSS', 'budget', 'met', 'what it made'],
    jobs.map((job) =>
      job.notEmbedded
        ? [job.title, '-', '-', '-', '-', 'PostgreSQL is backed up by its own server, not by the product']
        : [
            job.title,
            seconds(job.ms),
            mib(job.peakRssBytes),
            `< ${seconds(BACKGROUND_BUDGET.ms)}, ≤ ${mib(BACKGROUND_BUDGET.rssBytes)}`,
            [
              job.ms < BACKGROUND_BUDGET.ms ? 'time yes' : 'time NO',
              job.peakRssBytes <= BACKGROUND_BUDGET.rssBytes ? 'memory yes' : 'memory NO',
            ].join(', '),
            madeOf(job),
          ],
    ),
  );
}
