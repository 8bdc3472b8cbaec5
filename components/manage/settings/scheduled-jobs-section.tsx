/** One scheduled job as the section shows it: plain texts, formatted on the server. */
export type ScheduledJobRow = {
  name: string;
  title: string;
  lastRun: string;
  nextRun: string;
  lastError: string | null;
};

/**
 * Administrators' view of the work the servers do on a schedule: each job's last run, next run and last error. Null
 * rows: the jobs have not started yet in this server (its first seconds).
 */
export function ScheduledJobsSection({ jobs }: { jobs: ScheduledJobRow[] | null }) {
  return (
    <section aria-labelledby="scheduled-jobs-heading" className="space-y-2">
      <h3 id="scheduled-jobs-heading" className="text-base font-semibold text-slate-900">
        Scheduled jobs
      </h3>
      {jobs === null ? (
        <p className="text-sm text-slate-700">The scheduled jobs start a few seconds after the server. Reload in a moment to see them.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Job
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Last run
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Next run
                </th>
                <th scope="col" className="py-2 font-medium">
                  Last error
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-800">
              {jobs.map((job) => (
                <tr key={job.name}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {job.title}
                  </th>
                  <td className="py-2 pr-4">{job.lastRun}</td>
                  <td className="py-2 pr-4">{job.nextRun}</td>
                  <td className={`py-2 ${job.lastError ? 'text-red-700' : 'text-slate-600'}`}>{job.lastError ?? 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
