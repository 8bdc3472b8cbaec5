'use client';

import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { addMonths } from '@/lib/domain/calendar-days';
import { campaignRecurrenceLabels, campaignRecurrences } from '@/lib/schemas/access-reviews/records';
import type { FormState } from '@/lib/schemas/form-state';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { useObjectAction } from './use-object-action';

export type ListedSystem = { provider: IntegrationProvider; name: string; accounts: number; listedAt: Date };
export type TeamChoice = { id: string; name: string };

/**
 * New campaign: its name, due day and recurrence, and each connected system whose last sync listed accounts, chosen
 * with its reviewer and owner. Systems reviewed from a CSV file are added on the campaign's page.
 */
export function NewCampaignForm({
  systems,
  team,
  today,
  action,
  onDone,
  onCancel,
}: {
  systems: readonly ListedSystem[];
  team: readonly TeamChoice[];
  today: string;
  action: (input: unknown) => Promise<FormState<{ id: string }>>;
  onDone: (campaign: { id: string }) => void;
  onCancel: () => void;
}) {
  const { run, pending, errors, formError } = useObjectAction(action, onDone);
  const [chosen, setChosen] = useState<ReadonlySet<IntegrationProvider>>(new Set(systems.map((system) => system.provider)));
  const choices = team.map((choice) => ({ value: choice.id, label: choice.name }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    run({
      name: text('name'),
      dueOn: text('dueOn'),
      recurrence: text('recurrence'),
      systems: systems
        .filter((system) => chosen.has(system.provider))
        .map((system) => ({
          source: system.provider,
          reviewerMemberId: text(`reviewer-${system.provider}`),
          ownerMemberId: text(`owner-${system.provider}`),
        })),
    });
  }

  const toggle = (provider: IntegrationProvider, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(provider);
      else next.delete(provider);
      return next;
    });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label="Campaign name" name="name" required defaultValue="Access review" error={errors.name} />
      <TextField label="Due date" name="dueOn" type="date" required min={today} defaultValue={addMonths(today, 1)} error={errors.dueOn} />
      <SelectField
        label="Recurrence"
        name="recurrence"
        defaultValue="quarterly"
        options={campaignRecurrences.map((value) => ({ value, label: campaignRecurrenceLabels[value] }))}
        hint="Closing a quarterly campaign schedules the next one."
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Connected systems</legend>
        {systems.length === 0 && (
          <p className="text-sm text-slate-600">
            No connected system has listed accounts yet: connect one in Integrations and run its checks, or add systems by CSV upload once
            the campaign has started.
          </p>
        )}
        {systems.map((system) => (
          <div key={system.provider} className="space-y-2 rounded-md border border-slate-200 p-3">
            <CheckboxField
              label={`${system.name} (${system.accounts} accounts)`}
              checked={chosen.has(system.provider)}
              onChange={(event) => toggle(system.provider, event.target.checked)}
            />
            {chosen.has(system.provider) && (
              <div className="grid gap-2 sm:grid-cols-2">
                <SelectField label={`${system.name} reviewer`} name={`reviewer-${system.provider}`} options={choices} />
                <SelectField label={`${system.name} owner`} name={`owner-${system.provider}`} options={choices} />
              </div>
            )}
          </div>
        ))}
      </fieldset>
      <FormError message={formError} />
      <FormActions label="Start campaign" pendingLabel="Starting…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
