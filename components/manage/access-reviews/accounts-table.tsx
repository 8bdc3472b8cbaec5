'use client';

import { Badge } from '@/components/ui/badge';
import { isOwnAccount, type MatchedPerson } from '@/lib/domain/access-reviews/rules';
import { personStatusLabels } from '@/lib/domain/people/rules';
import {
  accessDecisionLabels,
  revokeVerificationLabels,
  type AccessDecision,
  type RevokeVerification,
} from '@/lib/schemas/access-reviews/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { DecisionForm } from './decision-form';

export type AccountRow = {
  id: string;
  version: number;
  systemId: string;
  systemName: string;
  name: string;
  email: string;
  role: string;
  admin: boolean;
  lastActivity: string | null;
  decision: AccessDecision | null;
  reason: string;
  decidedByName: string | null;
  verification: RevokeVerification | null;
  person: MatchedPerson | null;
};

const verificationTone = { pending: 'warning', verified: 'success', flagged: 'danger' } as const;

/** The campaign's accounts: the person each belongs to, what the system tells, and the decision (a form while open). */
export function AccountsTable<T>({
  accounts,
  me,
  canDecide,
  decide,
}: {
  accounts: readonly AccountRow[];
  me: { id: string; email: string };
  canDecide: (account: AccountRow) => boolean;
  decide: FormAction<T>;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-700 uppercase">
          <tr>
            <th className="px-3 py-2">Account</th>
            <th className="px-3 py-2">Person</th>
            <th className="px-3 py-2">Access</th>
            <th className="px-3 py-2">Last activity</th>
            <th className="px-3 py-2">Decision</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {accounts.map((account) => (
            <tr key={account.id} data-account={account.email || account.name}>
              <td className="px-3 py-2 align-top">
                <div className="font-medium text-slate-900">{account.name}</div>
                <div className="text-xs text-slate-600">
                  {account.systemName}
                  {account.email && account.email !== account.name ? ` · ${account.email}` : ''}
                </div>
              </td>
              <td className="px-3 py-2 align-top">
                {account.person ? (
                  <>
                    <div className="text-slate-900">{account.person.name}</div>
                    <div className="text-xs text-slate-600">
                      {[account.person.department, account.person.managerName && `Manager: ${account.person.managerName}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                    <Badge tone={account.person.status === 'departed' ? 'danger' : 'neutral'}>
                      {personStatusLabels[account.person.status]}
                    </Badge>
                  </>
                ) : (
                  <Badge tone="warning">Unmatched</Badge>
                )}
              </td>
              <td className="px-3 py-2 align-top text-slate-700">
                {account.admin && <Badge tone="danger">Admin</Badge>} {account.role}
              </td>
              <td className="px-3 py-2 align-top text-slate-700">{account.lastActivity?.slice(0, 10) ?? 'Not told'}</td>
              <td className="px-3 py-2 align-top">
                {canDecide(account) && !isOwnAccount(account, me) ? (
                  <DecisionForm account={account} action={decide} />
                ) : account.decision ? (
                  <span>
                    {accessDecisionLabels[account.decision]}
                    {account.reason ? `: ${account.reason}` : ''}
                  </span>
                ) : isOwnAccount(account, me) ? (
                  <span className="text-xs text-slate-600">Your own account: another reviewer decides.</span>
                ) : (
                  <span className="text-slate-600">Undecided</span>
                )}
                {account.verification && (
                  <div className="mt-1">
                    <Badge tone={verificationTone[account.verification]}>{revokeVerificationLabels[account.verification]}</Badge>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
