'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { SectionCard } from '@/components/manage/records/section-card';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { controlMatches } from '@/lib/domain/evidence/display';
import type { Evidence, LinkedControl } from '@/lib/schemas/evidence/records';
import type { FieldErrors, FormAction } from '@/lib/schemas/form-state';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';

type Item = { id: string; version: number };

/** What linking and unlinking need; absent for a viewer, and for an archived item. */
export type ControlLinking = { link: FormAction<Evidence>; unlink: FormAction<Evidence> };

const chooseControl = (formData: FormData): FieldErrors | null => (formData.get('controlId') ? null : { controlId: 'Choose a control.' });
const noCheck = () => null;

function UnlinkButton({ item, control, action }: { item: Item; control: LinkedControl; action: FormAction<Evidence> }) {
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: () => undefined });
  return (
    <form noValidate onSubmit={onSubmit} className="shrink-0">
      <RecordVersionInputs item={item} />
      <input type="hidden" name="controlId" value={control.id} />
      <Button
        type="submit"
        variant="secondary"
        className="px-3 py-1"
        disabled={pending}
        aria-label={`Unlink ${control.id} ${control.name}`}
      >
        {pending ? 'Unlinking…' : 'Unlink'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}

/**
 * A search box that narrows the library's controls, the select of the matches and the Link button. The search
 * matches a control's code or name; the chosen control is posted with the item's version.
 */
function LinkControlForm({ item, options, action }: { item: Item; options: readonly LinkedControl[]; action: FormAction<Evidence> }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: chooseControl, onCreated: () => setSearch('') });
  const matches = options.filter((control) => controlMatches(search, control));
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <RecordVersionInputs item={item} />
      <div className="grid gap-3 md:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium text-slate-800">
            Find a control
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder="Code or name, e.g. AC-03 or backups"
            onChange={(event) => setSearch(event.target.value)}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-control`} className="block text-sm font-medium text-slate-800">
            Control to link ({matches.length} {matches.length === 1 ? 'match' : 'matches'})
          </label>
          <select
            id={`${id}-control`}
            name="controlId"
            key={search}
            defaultValue=""
            aria-invalid={errors.controlId ? true : undefined}
            aria-describedby={errors.controlId ? `${id}-error` : undefined}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600"
          >
            <option value="">Select a control</option>
            {matches.map((control) => (
              <option key={control.id} value={control.id}>
                {control.id} {control.name}
              </option>
            ))}
          </select>
          {errors.controlId && (
            <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
              {errors.controlId}
            </p>
          )}
        </div>
      </div>
      <FormError message={formError ?? errors.version} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Linking…' : 'Link control'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The controls of the library this item proves. Once verified (and neither archived nor expired) it counts for
 * each of them on the framework detail. Editors link and unlink; a viewer reads the list.
 */
export function EvidenceControls({
  item,
  controls,
  library,
  linking,
}: {
  item: Item;
  controls: readonly LinkedControl[];
  library: readonly LinkedControl[];
  linking?: ControlLinking;
}) {
  const linked = new Set(controls.map((control) => control.id));
  return (
    <SectionCard title="Linked Controls">
      {controls.length === 0 ? (
        <p className="text-sm text-slate-600">No control of the library is linked to this evidence yet.</p>
      ) : (
        <ul aria-label="Linked controls" className="divide-y divide-slate-100">
          {controls.map((control) => (
            <li key={control.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 break-words text-slate-900">
                <span className="mr-2 font-mono text-slate-700">{control.id}</span>
                {control.name}
              </span>
              {linking && <UnlinkButton key={`${control.id}-${item.version}`} item={item} control={control} action={linking.unlink} />}
            </li>
          ))}
        </ul>
      )}
      {linking && (
        <LinkControlForm
          key={item.version}
          item={item}
          options={library.filter((control) => !linked.has(control.id))}
          action={linking.link}
        />
      )}
    </SectionCard>
  );
}
