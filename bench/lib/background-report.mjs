// Prints the large organization's background jobs (bench/lib/background-jobs.mjs) as a table.

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** What each job made, in a few words. */
function madeOf(job) {
  switch (job.kind) {
    case 'letters':
      return `${job.letters} letters queued; an hour later ${job.nextHour.letters} in ${seconds(job.nextHour.ms)}`;
    case 'soa':
      return `${(job.sizeBytes / 1024).toFixed(0)} KiB workbook`;
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
    default:
      return '-';
  }
}

/** Prints the jobs with the report's own `table` (bench/lib/report.mjs). */
export function printBackgroundJobs({ database, jobs }, table) {
  table(
    `Large organization on ${database}: background jobs (each in a process of its own)`,
    ['job', 'time', 'budget', 'met', 'peak RSS', 'what it made'],
    jobs.map((job) => [
      job.title,
      seconds(job.ms),
      job.budgetMs ? `< ${seconds(job.budgetMs)}` : '-',
      job.budgetMs ? (job.ms < job.budgetMs ? 'yes' : 'NO') : '-',
      mib(job.peakRssBytes),
      madeOf(job),
    ]),
  );
}
