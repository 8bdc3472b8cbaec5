'use client';

import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

/** The full key, right after creation: the only time it is shown, so it can be copied before Done. */
export function NewApiKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const notify = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  // The form that created the key is gone: focus moves to the key, selected, ready to copy.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      notify('API key copied.', 'success');
    } catch {
      // No clipboard access (an insecure origin, a denied permission): the field stays selectable by hand.
      notify('The key could not be copied. Select it and copy it yourself.', 'error');
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-slate-900">Copy this key now. It will not be shown again.</p>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          New API key
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={inputId}
            readOnly
            value={apiKey}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600"
          />
          <Button variant="secondary" onClick={copy}>
            Copy
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
