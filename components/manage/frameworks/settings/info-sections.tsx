'use client';

import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { INTEGRATIONS_HREF, integrationOffers } from '@/lib/catalog/integrations';
import type { FrameworkUser, ScheduledAudit } from '@/lib/schemas/frameworks/settings';

/** Users & Permissions: the organization's members, each with the framework role their team role gives. */
export function UsersSection({ users }: { users: readonly FrameworkUser[] }) {
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">
        Everyone in your organization works on this framework with the access of their team role. An administrator changes roles in{' '}
        <Link href="/manage/settings?path=team" className="font-medium text-indigo-700 hover:underline">
          Settings
        </Link>
        .
      </p>
      <ul className="divide-y divide-slate-100">
        {users.map((user) => (
          <li key={user.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm font-medium text-slate-900">{user.name}</p>
              <p className="text-xs text-slate-600">{user.email}</p>
            </div>
            <Badge tone={user.role === 'Admin' ? 'info' : 'neutral'}>{user.role}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Audit Schedule: the organization's audits of this framework not yet completed, each with its status. */
export function AuditScheduleSection({ audits, frameworkName }: { audits: readonly ScheduledAudit[]; frameworkName: string }) {
  if (audits.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No audit of {frameworkName} is scheduled.{' '}
        <Link href="/manage/audits" className="font-medium text-indigo-700 hover:underline">
          Schedule one in Audits
        </Link>
        .
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {audits.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-4 py-3">
          <div>
            <p className="text-sm font-medium text-slate-900">{item.name}</p>
            <p className="text-xs text-slate-600">{item.when}</p>
          </div>
          <Badge tone={item.status === 'Scheduled' ? 'success' : 'warning'}>{item.status}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * Integrations: each Connected (with the account) or Not Connected, from the organization's connections, linking
 * to Settings › Integrations, where they are connected; those not offered yet say so.
 */
export function IntegrationsSection({ connections }: { connections: Readonly<Record<string, string>> }) {
  return (
    <ul className="divide-y divide-slate-100">
      {integrationOffers.map((item) => {
        const account = connections[item.id];
        return (
          <li key={item.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm font-medium text-slate-900">{item.name}</p>
              <p className="text-xs text-slate-600">{account ? `${item.description} Connected to ${account}.` : item.description}</p>
            </div>
            <div className="flex items-center gap-3">
              <Badge tone={account ? 'success' : 'neutral'}>{account ? 'Connected' : 'Not Connected'}</Badge>
              {item.available ? (
                <Link
                  href={INTEGRATIONS_HREF}
                  className={buttonClasses('secondary', 'px-3 py-1.5 text-xs')}
                  aria-label={`${account ? 'Manage' : 'Connect'} ${item.name}`}
                >
                  {account ? 'Manage' : 'Connect'}
                </Link>
              ) : (
                <span className="text-xs text-slate-600">Coming next</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
