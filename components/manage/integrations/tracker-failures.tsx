/** An item whose last attempt failed, with why: it is tried again on the next sync. */
export type TrackerFailure = { title: string; error: string };

/** What the tracker or channel refused at the last sync, item by item; nothing is lost, the next sync tries again. */
export function TrackerFailures({ name, failures }: { name: string; failures: readonly TrackerFailure[] }) {
  const mine = failures.filter((failure) => failure.error.startsWith(`${name}:`));
  if (mine.length === 0) return <p className="mt-3 text-sm text-slate-600">Every item was sent at the last sync.</p>;
  return (
    <section aria-label={`${name} failures`} className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">{mine.length === 1 ? '1 item' : `${mine.length} items`} could not be sent; the next sync tries again:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs">
        {mine.map((failure) => (
          <li key={`${failure.title}-${failure.error}`}>
            {failure.title}: {failure.error.slice(name.length + 1).trim()}
          </li>
        ))}
      </ul>
    </section>
  );
}
