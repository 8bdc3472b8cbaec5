'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import {
  firstErrorSection,
  fromFormValues,
  settingsSectionFrom,
  settingsSections,
  toFormValues,
  validateFrameworkSettings,
  type SettingsFormValues,
} from '@/lib/domain/frameworks/settings';
import { unknownFacts, type SettingsFacts } from '@/lib/domain/frameworks/settings-effects';
import type {
  FrameworkSettings,
  FrameworkSettingsErrors,
  FrameworkUser,
  SaveSettingsResult,
  ScheduledAudit,
} from '@/lib/schemas/frameworks/settings';
import { SettingsSection } from './settings-section';
import { failedWriteMessage } from '@/lib/rate-limit/member-writes';

/** Save Changes' server action, as the page hands it down (client components never import app/). */
export type SaveSettingsAction = (input: { frameworkId: string; version: number; settings: unknown }) => Promise<SaveSettingsResult>;

const failed = 'The settings could not be saved. Check your connection and try again.';

const keys = ['section'] as const;

/**
 * A framework's settings: section navigation (in the URL), one section at a time, Reset to Default and Save
 * Changes, which stores them for the organization with the version read (members and admins: a viewer reads
 * the settings without the buttons that save them).
 */
export function SettingsForm({
  frameworkId,
  frameworkName,
  settings,
  defaults,
  version: readVersion,
  users,
  audits,
  saveAction,
  canEdit,
  setup,
  facts = unknownFacts,
}: {
  frameworkId: string;
  frameworkName: string;
  settings: FrameworkSettings;
  defaults: FrameworkSettings;
  version: number;
  users: readonly FrameworkUser[];
  audits: readonly ScheduledAudit[];
  saveAction: SaveSettingsAction;
  canEdit: boolean;
  /** Whether the framework's setup is done, and where: Status active needs it. */
  setup: { done: boolean; href: string };
  /** What the settings that act beyond the framework do on this server: the next automatic report, the database. */
  facts?: SettingsFacts;
}) {
  const router = useRouter();
  const [query, setQuery] = useUrlFilters(keys);
  const section = settingsSectionFrom(query.section);
  const [values, setValues] = useState<SettingsFormValues>(() => toFormValues(settings));
  const [saved, setSaved] = useState(values);
  const [version, setVersion] = useState(readVersion);
  const [errors, setErrors] = useState<FrameworkSettingsErrors>({});
  const [pending, startTransition] = useTransition();
  const notify = useToast();

  const set = (patch: Partial<SettingsFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof FrameworkSettingsErrors];
      return next;
    });
  };

  const showErrors = (found: FrameworkSettingsErrors) => {
    setErrors(found);
    const target = firstErrorSection(found);
    // Always set it: a section change still on its way must not win over the section with the error.
    if (target) setQuery({ section: target === 'general' ? '' : target });
    notify('Please correct the highlighted fields.', 'error');
  };

  const save = () => {
    const input = fromFormValues(values);
    const checked = validateFrameworkSettings(input);
    if (!checked.ok) return showErrors(checked.errors);
    startTransition(async () => {
      let result: SaveSettingsResult;
      try {
        result = await saveAction({ frameworkId, version, settings: input });
      } catch (error) {
        result = { ok: false, refused: failedWriteMessage(error, failed) };
      }
      if ('refused' in result) return notify(result.refused, 'error');
      if (!result.ok) return showErrors(result.errors);
      setSaved(values);
      setVersion(result.version);
      notify(result.message, 'success');
      router.refresh();
    });
  };

  const reset = () => {
    setValues(toFormValues(defaults));
    setErrors({});
    notify('Settings restored to their defaults. Save Changes to keep them.');
  };

  // Reset and Cancel offer themselves only when they would change something.
  const atDefaults = sameValues(values, toFormValues(defaults));
  const unchanged = sameValues(values, saved);

  const cancel = () => {
    setValues(saved);
    setErrors({});
  };

  return (
    <div>
      {canEdit ? (
        <div className="mb-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={reset} disabled={atDefaults}>
            Reset to Default
          </Button>
          <Button onClick={save} disabled={pending}>
            {pending ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      ) : (
        <p className="mb-4 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          You can read these settings; an administrator or member of your organization changes them.
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Settings sections">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {settingsSections.map((item) => {
              const active = item.id === section;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={active ? 'true' : undefined}
                    onClick={() => setQuery({ section: item.id === 'general' ? '' : item.id })}
                    className={`w-full whitespace-nowrap rounded-md px-3 py-2 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                      active ? 'bg-indigo-700 text-white' : 'text-slate-700 hover:bg-slate-100'
                    }`}
                  >
                    {item.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <SettingsSection
            section={section}
            values={values}
            errors={errors}
            set={set}
            users={users}
            audits={audits}
            frameworkName={frameworkName}
            setup={setup}
            facts={facts}
          />
          {canEdit && (section === 'reporting' || section === 'advanced') && (
            <div className="mt-6 flex justify-end gap-2 border-t border-slate-200 pt-4">
              <Button variant="secondary" onClick={cancel} disabled={unchanged}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                Save Changes
              </Button>
            </div>
          )}
        </form>
      </div>
    </div>
  );
}

function sameValues(one: SettingsFormValues, other: SettingsFormValues): boolean {
  return (Object.keys(one) as (keyof SettingsFormValues)[]).every((key) => JSON.stringify(one[key]) === JSON.stringify(other[key]));
}
