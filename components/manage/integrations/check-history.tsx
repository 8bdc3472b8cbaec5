/** A fix or a regression of a check, as the page formatted it. */
export type HistoryItem = { at: string; title: string; change: 'fixed' | 'regressed' };

const changeLabels = { fixed: 'Fixed', regressed: 'Started failing' } as const;

/** The recent fixes and regressions of a provider's checks, newest first; nothing when there are none yet. */
export function CheckHistory({ name, items }: { name: string; items: readonly HistoryItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={`${name} check history`} className="mt-4">
      <h4 className="text-sm font-semibold text-slate-900">History</h4>
      <ul className="mt-2 space-y-1 text-xs text-slate-700">
        {items.map((item) => (
          <li key={`${item.at}-${item.title}-${item.change}`}>
            {item.at}: <strong>{changeLabels[item.change]}</strong>, {item.title}
          </li>
        ))}
      </ul>
    </section>
  );
}
