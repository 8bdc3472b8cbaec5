import type { StorageUse as Use } from '@/lib/domain/storage-quota';

/** The organization's stored files against its quota, as a labelled bar. */
export function StorageUse({ use, retentionDays }: { use: Use; retentionDays: number }) {
  return (
    <section aria-labelledby="storage-heading" className="space-y-2">
      <h3 id="storage-heading" className="text-base font-semibold text-slate-900">
        Storage
      </h3>
      <p className="text-sm text-slate-700">{use.summary} by evidence files and reports.</p>
      <div
        role="progressbar"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={use.percent}
        aria-valuetext={use.summary}
        className="h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full ${use.percent >= 90 ? 'bg-red-600' : 'bg-blue-600'}`} style={{ width: `${use.percent}%` }} />
      </div>
      <p className="text-sm text-slate-600">
        Administrators free room by deleting the files of archived evidence. The activity log keeps entries for {retentionDays} days.
      </p>
    </section>
  );
}
