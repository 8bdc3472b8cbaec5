'use client';

import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { useToast } from '@/components/ui/toast';
import { SwitchRow } from './switch-row';

/** Security: two-factor sign-in, sign-in alerts and the active sessions. */
export function SecuritySection() {
  const notify = useToast();
  const [twoFactor, setTwoFactor] = useState(true);
  const [alerts, setAlerts] = useState(true);
  return (
    <div className="space-y-6">
      <ul className="divide-y divide-slate-200">
        <SwitchRow
          title="Two-factor authentication"
          description="Ask for a code from your authenticator app when you sign in."
          checked={twoFactor}
          onChange={(next) => {
            setTwoFactor(next);
            notify(next ? 'Two-factor authentication turned on.' : 'Two-factor authentication turned off.');
          }}
        />
        <SwitchRow
          title="Sign-in alerts"
          description="Email me when my account signs in from a new device."
          checked={alerts}
          onChange={(next) => {
            setAlerts(next);
            notify(next ? 'Sign-in alerts turned on.' : 'Sign-in alerts turned off.');
          }}
        />
      </ul>
      <section aria-labelledby="sessions-heading">
        <h3 id="sessions-heading" className="text-base font-semibold text-slate-900">
          Active Sessions
        </h3>
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          <li className="flex items-center justify-between px-4 py-3 text-sm">
            <span className="text-slate-900">This browser</span>
            <Badge tone="success">Current session</Badge>
          </li>
        </ul>
      </section>
    </div>
  );
}
