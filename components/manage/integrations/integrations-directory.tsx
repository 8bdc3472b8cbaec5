'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { integrationCategories, type IntegrationCategory } from '@/lib/catalog/integrations';

/** A provider as the directory lists it: its state in the organization, what it collects and the controls it feeds. */
export type DirectoryEntry = {
  id: string;
  name: string;
  category: IntegrationCategory;
  state: 'connected' | 'not-connected' | 'coming-next';
  collects: string;
  controls: readonly string[];
  checks: readonly { id: string; title: string }[];
};

const STATES = {
  connected: { label: 'Connected', tone: 'success' },
  'not-connected': { label: 'Not Connected', tone: 'neutral' },
  'coming-next': { label: 'Coming next', tone: 'neutral' },
} as const;

const matches = (entry: DirectoryEntry, words: string[]) => {
  const text = [
    entry.name,
    integrationCategories[entry.category],
    entry.collects,
    ...entry.controls,
    ...entry.checks.map((check) => check.title),
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
};

/**
 * The integrations directory: providers by category with their state, what each collects and which controls its
 * checks feed, searchable by name, category, control or check. Each check links to its published logic.
 */
export function IntegrationsDirectory({ entries, connectHref }: { entries: readonly DirectoryEntry[]; connectHref: string }) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = entries.filter((entry) => matches(entry, words));
  const categories = (Object.keys(integrationCategories) as IntegrationCategory[]).filter((category) =>
    shown.some((entry) => entry.category === category),
  );
  return (
    <section aria-label="Integrations directory" className="space-y-4">
      <input
        type="search"
        aria-label="Search integrations"
        placeholder="Search by name, category, control or check"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      {categories.length === 0 && <p className="text-sm text-slate-600">No integration matches “{query}”.</p>}
      {categories.map((category) => (
        <div key={category}>
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{integrationCategories[category]}</h2>
          <ul className="mt-2 grid gap-3 md:grid-cols-2">
            {shown
              .filter((entry) => entry.category === category)
              .map((entry) => (
                <li key={entry.id} aria-label={entry.name} className="rounded-lg border border-slate-200 bg-white p-4">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-medium text-slate-900">{entry.name}</p>
                    <Badge tone={STATES[entry.state].tone}>{STATES[entry.state].label}</Badge>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">{entry.collects}</p>
                  {entry.controls.length > 0 && <p className="mt-1 text-xs text-slate-500">Feeds {entry.controls.join(', ')}</p>}
                  {entry.checks.length > 0 && (
                    <ul className="mt-2 space-y-0.5 text-xs">
                      {entry.checks.map((check) => (
                        <li key={check.id}>
                          <Link href={`/manage/integrations/checks/${check.id}`} className="text-indigo-700 hover:underline">
                            {check.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  {entry.state === 'not-connected' && (
                    <Link href={connectHref} className="mt-2 inline-block text-sm font-medium text-indigo-700 hover:underline">
                      Connect {entry.name}
                    </Link>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
