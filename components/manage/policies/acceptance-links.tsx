'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import type { FormAction, FormState } from '@/lib/schemas/form-state';
import type { ShownAcceptanceLink } from '@/lib/schemas/policies/acceptance';

/**
 * "Create links for people without a login": the links come back once and stay on screen until the page is left;
 * they are only stored as hashes, so they cannot be shown again.
 */
export function AcceptanceLinks({ policyId, create }: { policyId: string; create: FormAction<ShownAcceptanceLink[]> }) {
  const router = useRouter();
  const [state, dispatch, pending] = useActionState<FormState<ShownAcceptanceLink[]>, FormData>(create, { status: 'idle' });
  const shown = state.status === 'success' ? state.record : [];
  useEffect(() => {
    if (state.status === 'success') router.refresh();
  }, [state, router]);

  return (
    <div className="mt-6 space-y-3">
      <form action={dispatch}>
        <input type="hidden" name="id" value={policyId} />
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Creating…' : 'Create links for people without a login'}
        </Button>
      </form>
      <FormError message={state.status === 'error' ? state.formError : undefined} />
      {shown.length > 0 ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm">
          <p className="mb-3 font-medium text-amber-900">{state.status === 'success' ? state.message : null}</p>
          <ul className="space-y-2" aria-label="Acceptance links">
            {shown.map((link) => (
              <LinkRow key={link.personId} link={link} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function LinkRow({ link }: { link: ShownAcceptanceLink }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(link.url);
    setCopied(true);
  };
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-900">{link.name}</span>
      <span className="text-slate-600">{link.email}</span>
      <input
        readOnly
        value={link.url}
        aria-label={`Acceptance link for ${link.name}`}
        className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button type="button" variant="ghost" onClick={copy}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </li>
  );
}
