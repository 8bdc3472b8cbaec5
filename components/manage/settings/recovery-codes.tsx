'use client';

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

/** The codes as a text file to keep: a title, the account, then one code a line. */
function recoveryCodesText(codes: readonly string[], account: string): string {
  return [`Complia recovery codes for ${account}`, 'Each code signs in once, in place of an authentication code.', '', ...codes, ''].join(
    '\n',
  );
}

/** The ten recovery codes, right after they were made: the only time they are shown. Copy, download, then Done. */
export function RecoveryCodes({ codes, account, onDone }: { codes: readonly string[]; account: string; onDone: () => void }) {
  const notify = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const text = recoveryCodesText(codes, account);

  // The form that made the codes is gone: focus moves to them.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify('Recovery codes copied.', 'success');
    } catch {
      notify('The codes could not be copied. Download them or write them down.', 'error');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'complia-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }

  return (
    <div className="space-y-4 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h4 ref={heading} tabIndex={-1} className="text-sm font-semibold text-slate-900">
        Your recovery codes
      </h4>
      <p className="text-sm text-slate-800">
        Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator app. They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900 sm:max-w-md">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </div>
  );
}
