/** A labelled horizontal progress bar (0-100). */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full rounded-full bg-slate-200"
    >
      <div className="h-2 rounded-full bg-indigo-700" style={{ width: `${value}%` }} />
    </div>
  );
}
