'use client';

import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { ControlGroup, ControlStatus } from '@/lib/schemas/control';

const statusLabels: Record<ControlStatus, { label: string; tone: BadgeTone }> = {
  compliant: { label: 'Compliant', tone: 'success' },
  'in-progress': { label: 'In Progress', tone: 'info' },
  'not-started': { label: 'Not Started', tone: 'neutral' },
};

/** The control groups as disclosure sections: the first starts expanded, the rest collapsed. */
export function ControlGroups({ groups }: { groups: readonly ControlGroup[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(groups[0] ? [groups[0].id] : []));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="control-groups" className="space-y-3">
      <h2 id="control-groups" className="text-lg font-semibold text-slate-900">Controls</h2>
      {groups.map((group) => {
        const expanded = open.has(group.id);
        const panelId = `controls-${group.id}`;
        return (
          <div key={group.id} className="rounded-lg border border-slate-200 bg-white shadow-sm">
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(group.id)}
                className="flex w-full items-center justify-between gap-3 px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="font-semibold text-slate-900">{group.title}</span>
                <span className="flex items-center gap-3 text-sm text-slate-600">
                  {group.controls.length} controls
                  <span aria-hidden="true" className={`transition-transform ${expanded ? 'rotate-180' : ''}`}>▾</span>
                </span>
              </button>
            </h3>
            <ul id={panelId} hidden={!expanded} className="divide-y divide-slate-100 border-t border-slate-200">
              {group.controls.map((control) => (
                <li key={control.code} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="text-sm font-medium text-slate-900">
                      <span className="mr-2 font-mono text-slate-700">{control.code}</span>
                      {control.name}
                    </p>
                    <p className="text-xs text-slate-600">{control.description}</p>
                  </div>
                  <div className="flex shrink-0 items-center gap-3">
                    <span className="text-xs text-slate-600">{control.owner}</span>
                    <Badge tone={statusLabels[control.status].tone}>{statusLabels[control.status].label}</Badge>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
