'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from '@/lib/schemas/form-state';
import type { Issue } from '@/lib/schemas/ccpa-issues/records';

const noCheck = () => null;

/** Closes one issue (it carries the version read, so a stale close is refused). */
export function CloseIssueButton({ issue, action }: { issue: Pick<Issue, 'id' | 'version' | 'reference'>; action: FormAction<Issue> }) {
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: () => undefined });
  return (
    <form onSubmit={onSubmit} className="contents">
      <input type="hidden" name="id" value={issue.id} />
      <input type="hidden" name="version" value={issue.version} />
      <Button type="submit" variant="secondary" disabled={pending} aria-label={`Close issue ${issue.reference}`}>
        {pending ? 'Closing…' : 'Close Issue'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}
