'use client';

/** A row of toggle chips where one is chosen; '' or an unknown `value` means the first chip. */
export function FilterChips({
  label,
  chips,
  value,
  onChange,
}: {
  label: string;
  chips: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const chosen = chips.some((chip) => chip.value === value) ? value : chips[0]?.value;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const pressed = chip.value === chosen;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip.value === chips[0]?.value ? '' : chip.value)}
            className={`rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
              pressed ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
