'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TrustNda } from '@/lib/schemas/trust/access';
import type { AccessRequestAction } from './access-request-fields';

export type { AccessRequestAction };

const RequestForm = dynamic(() => import('./access-request-fields').then((module) => module.RequestForm), {
  loading: () => <p className="text-sm text-slate-700">Loading the form…</p>,
});

/** The private documents' "Request access": opens the form with the NDA; closed until asked, so the page stays light. */
export function AccessRequest({ nda, action }: { nda: TrustNda; action: AccessRequestAction }) {
  const [open, setOpen] = useState(false);
  if (!nda) return <p className="text-sm text-slate-700">Access requests are not open yet.</p>;
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <Button type="button" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        Request access
      </Button>
      {open && <RequestForm nda={nda} action={action} />}
    </div>
  );
}
