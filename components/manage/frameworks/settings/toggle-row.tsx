'use client';

import { Toggle } from '@/components/ui/toggle';

/** A setting with a title, a description, what it actually does when that needs saying (`note`), and an on/off switch. */
export function ToggleRow({
  label,
  description,
  note,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  note?: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <p className="text-xs text-slate-600">{description}</p>
        {note && <p className="mt-1 text-xs text-slate-500">{note}</p>}
      </div>
      <Toggle label={label} checked={checked} onChange={onChange} />
    </div>
  );
}
