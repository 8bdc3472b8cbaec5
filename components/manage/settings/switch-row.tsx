'use client';

import { Toggle } from '@/components/ui/toggle';

/** A setting with a title, an explanation and an on/off switch. */
export function SwitchRow({ title, description, checked, onChange }: { title: string; description: string; checked: boolean; onChange: (next: boolean) => void }) {
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <Toggle label={title} checked={checked} onChange={onChange} />
    </li>
  );
}
