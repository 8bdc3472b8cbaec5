import { Button } from '@/components/ui/button';

/** A modal form's closing row: Cancel, and the submit button that says what it is doing while it waits. */
export function FormActions({
  label,
  pendingLabel,
  pending,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
