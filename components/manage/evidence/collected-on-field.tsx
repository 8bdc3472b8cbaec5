import { TextField } from '@/components/ui/field';
import { EARLIEST_COLLECTION_DAY } from '@/lib/schemas/evidence/records';

/**
 * The day the evidence was collected, which may come before the upload (an export taken last month): not in the
 * future and not before 2000. The library's Date Collected and the auditor package show it.
 */
export function CollectedOnField({
  defaultValue,
  max,
  error,
  required = false,
}: {
  defaultValue: string;
  max?: string;
  error?: string;
  /** On upload it may be left empty: the upload day. */
  required?: boolean;
}) {
  return (
    <TextField
      label="Date collected"
      name="collectedOn"
      type="date"
      required={required}
      min={EARLIEST_COLLECTION_DAY}
      max={max}
      defaultValue={defaultValue}
      hint={
        required
          ? 'The day the evidence was gathered.'
          : 'The day the evidence was gathered; it may come before the upload. Empty means today.'
      }
      error={error}
    />
  );
}
