'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField, TextareaField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { policyPaths } from '@/lib/domain/policies/actions';
import { nextMajor, nextMinor } from '@/lib/domain/policies/lifecycle';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { frameworkLabels, trackedFrameworkCodes, type TrackedFramework } from '@/lib/schemas/frameworks/codes';
import {
  MAX_POLICY_BODY,
  policyEditSchema,
  reviewFrequencies,
  type PolicyStatus,
  type PolicyStepResult,
} from '@/lib/schemas/policies/records';
import { PolicyBody } from './policy-body';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';

const validate = formValidator(policyEditSchema, ['frameworks']);
const frequencyOptions = reviewFrequencies.map((months) => ({ value: months, label: `${months} months` }));

export type EditablePolicy = {
  id: string;
  version: number;
  name: string;
  description: string;
  owner: string;
  frameworks: TrackedFramework[];
  reviewFrequencyMonths: number;
  body: string;
  versionLabel: string;
  status: PolicyStatus;
};

/** Write and Preview of the policy text: the preview uses the same renderer as the policy's page. */
function BodyField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const base = useId();
  const tabs = [
    { id: 'write', label: 'Write' },
    { id: 'preview', label: 'Preview' },
  ] as const;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = tab === 'write' ? 'preview' : 'write';
    setTab(next);
    document.getElementById(`${base}-${next}-tab`)?.focus();
  };
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm font-medium text-slate-800" id={`${base}-label`}>
          Policy text
        </p>
        <div role="tablist" aria-labelledby={`${base}-label`} className="flex gap-1 rounded-md bg-slate-100 p-1">
          {tabs.map((item) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${base}-${item.id}-tab`}
              aria-selected={tab === item.id}
              aria-controls={`${base}-${item.id}-panel`}
              tabIndex={tab === item.id ? 0 : -1}
              onClick={() => setTab(item.id)}
              onKeyDown={onKeyDown}
              className={`rounded px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${tab === item.id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`}
            >
              {item.label}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={`${base}-write-panel`} aria-labelledby={`${base}-write-tab`} hidden={tab !== 'write'}>
        <TextareaField
          label="Policy text (Markdown)"
          name="body"
          rows={22}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={MAX_POLICY_BODY}
          className="font-mono"
          hint="Markdown: ## for a section heading, - or 1. for lists, **bold**, [text](https://link). HTML is shown as text."
          error={error}
        />
      </div>
      <div
        role="tabpanel"
        id={`${base}-preview-panel`}
        aria-labelledby={`${base}-preview-tab`}
        hidden={tab !== 'preview'}
        className="min-h-48 rounded-md border border-slate-200 bg-white p-4"
      >
        {tab === 'preview' ? <PolicyBody markdown={value} /> : null}
      </div>
    </div>
  );
}

/**
 * The policy editor: name, description, owner, frameworks, review frequency and the Markdown text. Saving an
 * approved or expired policy starts its next version (a minor edit or a major revision) as a Draft, to be
 * submitted and approved again; a draft keeps its version.
 */
export function PolicyEditor({ policy, save }: { policy: EditablePolicy; save: FormAction<PolicyStepResult> }) {
  const router = useRouter();
  const [body, setBody] = useState(policy.body);
  const startsVersion = policy.status === 'approved' || policy.status === 'expired';
  const [revision, setRevision] = useState<'minor' | 'major'>('minor');
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action: save,
    validate,
    onCreated: (saved) => router.push(policyPaths.view(saved.id)),
  });
  const nextLabel = revision === 'major' ? nextMajor(policy.versionLabel) : nextMinor(policy.versionLabel);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <RecordVersionInputs item={policy} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Policy name" name="name" required defaultValue={policy.name} error={errors.name} />
        <TextField label="Policy owner" name="owner" required defaultValue={policy.owner} error={errors.owner} />
      </div>
      <TextareaField
        label="Description"
        name="description"
        optional
        rows={2}
        defaultValue={policy.description}
        error={errors.description}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="space-y-2" aria-describedby={errors.frameworks ? 'frameworks-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">Frameworks</legend>
          <div className="grid grid-cols-2 gap-2">
            {trackedFrameworkCodes.map((code) => (
              <CheckboxField
                key={code}
                name="frameworks"
                value={code}
                label={frameworkLabels[code]}
                defaultChecked={policy.frameworks.includes(code)}
              />
            ))}
          </div>
          {errors.frameworks && (
            <p id="frameworks-error" role="alert" className="text-xs font-medium text-red-700">
              {errors.frameworks}
            </p>
          )}
        </fieldset>
        <SelectField
          label="Review frequency"
          name="reviewFrequency"
          required
          defaultValue={String(policy.reviewFrequencyMonths)}
          options={frequencyOptions}
          error={errors.reviewFrequency}
        />
      </div>
      {startsVersion ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">This policy is approved: saving starts its next version as a Draft</legend>
          {(['minor', 'major'] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="revision"
                value={choice}
                checked={revision === choice}
                onChange={() => setRevision(choice)}
                className="h-4 w-4 text-indigo-700"
              />
              {choice === 'minor'
                ? `Minor edit (${policy.versionLabel} → ${nextMinor(policy.versionLabel)})`
                : `Major revision (${policy.versionLabel} → ${nextMajor(policy.versionLabel)})`}
            </label>
          ))}
          {errors.revision && (
            <p role="alert" className="text-xs font-medium text-red-700">
              {errors.revision}
            </p>
          )}
        </fieldset>
      ) : null}
      <BodyField value={body} onChange={setBody} error={errors.body} />
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Link href={policyPaths.view(policy.id)} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : startsVersion ? `Save as ${nextLabel} Draft` : 'Save Draft'}
        </Button>
      </div>
    </form>
  );
}
