/** A circular progress figure (0-100) with the percentage in the middle. */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <div role="img" aria-label={`${label}: ${percent}%`} className="relative mx-auto h-36 w-36">
      <svg viewBox="0 0 120 120" className="h-36 w-36 -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="12" className="stroke-slate-200" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          className="stroke-indigo-700"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
        />
      </svg>
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-2xl font-bold text-slate-900">
        {percent}%
      </span>
    </div>
  );
}
