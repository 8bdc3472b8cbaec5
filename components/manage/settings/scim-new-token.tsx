'use client';

import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** The full SCIM token, right after creation: the only time it is shown, selected to be copied before Done. */
export function ScimNewToken({ token, onDone }: { token: string; onDone: () => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  // The form that created the token is gone: focus moves to the token, selected, ready to copy.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-slate-900">
        Copy this token now and paste it into your identity provider. It will not be shown again.
      </p>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          New SCIM token
        </label>
        <input
          ref={input}
          id={inputId}
          readOnly
          value={token}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600"
        />
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
