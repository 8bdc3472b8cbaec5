'use client';

import { useToast } from '@/components/ui/toast';

/**
 * A row's action buttons. Each names its record for screen readers; these actions have no server behaviour
 * yet, so each confirms with a message.
 */
export function RowActions({
  actions,
  recordName,
  onAction,
}: {
  actions: readonly string[];
  recordName: string;
  onAction?: (action: string) => boolean;
}) {
  const notify = useToast();
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          aria-label={`${action} ${recordName}`}
          onClick={() => {
            if (onAction?.(action)) return;
            notify(`${action}: ${recordName}`);
          }}
          className="rounded px-1 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {action}
        </button>
      ))}
    </div>
  );
}
