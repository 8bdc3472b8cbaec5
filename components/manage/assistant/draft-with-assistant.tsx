'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import type { FormAction } from '@/lib/schemas/form-state';

/** A screen's "Draft with the assistant": its action, or why it cannot draft now (no model, assistant off). */
export type Drafting = { action: FormAction<{ href: string }>; unavailable: string | null };

/**
 * "Draft with the assistant": one model request drafts the record, then the browser opens the draft's page, where
 * a person reads it and confirms or dismisses it. Absent when drafting is unavailable (the screen says why once).
 */
export function DraftWithAssistant({
  drafting,
  fields,
  label = 'Draft with the assistant',
  text = 'Draft with the assistant',
  pendingText = 'Drafting…',
  className = '',
}: {
  drafting: Drafting;
  fields: Record<string, string>;
  /** The button's accessible name, saying which record it drafts. */
  label?: string;
  text?: string;
  pendingText?: string;
  className?: string;
}) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({
    action: drafting.action,
    validate: () => null,
    onCreated: (draft) => router.push(draft.href),
  });
  if (drafting.unavailable) return null;
  return (
    <form noValidate onSubmit={onSubmit} className={`space-y-2 ${className}`}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="secondary" className="w-full" disabled={pending} aria-label={label}>
        {pending ? pendingText : text}
      </Button>
      <FormError message={formError} />
    </form>
  );
}

/** The one line a screen shows when its drafting is unavailable, saying what to configure. */
export function DraftingUnavailable({ drafting }: { drafting: Drafting | undefined }) {
  if (!drafting?.unavailable) return null;
  return <p className="text-sm text-slate-600">The assistant cannot draft here yet. {drafting.unavailable}</p>;
}
