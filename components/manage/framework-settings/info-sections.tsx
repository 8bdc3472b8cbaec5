'use client';

import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { auditSchedule, frameworkRoles, frameworkUsers, integrations, type FrameworkRole } from '@/lib/catalog/framework-settings';

/** Users & Permissions: who has access to this framework, with a role each (Admin, Editor, Viewer). */
export function UsersSection() {
  const [roles, setRoles] = useState<Record<string, FrameworkRole>>(() => Object.fromEntries(frameworkUsers.map((u) => [u.email, u.role])));
  return (
    <ul className="divide-y divide-slate-100">
      {frameworkUsers.map((user) => (
        <li key={user.email} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-slate-900">{user.name}</p>
            <p className="text-xs text-slate-600">{user.email}</p>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span className="sr-only">Role for {user.name}</span>
            <select
              value={roles[user.email]}
              onChange={(e) => setRoles({ ...roles, [user.email]: e.target.value as FrameworkRole })}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm focus:outline-2 focus:outline-indigo-600"
            >
              {frameworkRoles.map((role) => (
                <option key={role}>{role}</option>
              ))}
            </select>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Audit Schedule: upcoming audits, each Scheduled or Pending. */
export function AuditScheduleSection() {
  return (
    <ul className="divide-y divide-slate-100">
      {auditSchedule.map((item) => (
        <li key={item.name} className="flex items-center justify-between gap-4 py-3">
          <div>
            <p className="text-sm font-medium text-slate-900">{item.name}</p>
            <p className="text-xs text-slate-600">{item.date}</p>
          </div>
          <Badge tone={item.status === 'Scheduled' ? 'success' : 'warning'}>{item.status}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Integrations: each Connected or Not Connected, with a button to connect or manage. */
export function IntegrationsSection() {
  const notify = useToast();
  return (
    <ul className="divide-y divide-slate-100">
      {integrations.map((item) => (
        <li key={item.name} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-slate-900">{item.name}</p>
            <p className="text-xs text-slate-600">{item.description}</p>
          </div>
          <div className="flex items-center gap-3">
            <Badge tone={item.connected ? 'success' : 'neutral'}>{item.connected ? 'Connected' : 'Not Connected'}</Badge>
            <Button variant="secondary" className="px-3 py-1.5 text-xs" aria-label={`${item.connected ? 'Configure' : 'Connect'} ${item.name}`} onClick={() => notify(`${item.connected ? 'Configuring' : 'Connecting'} ${item.name}...`)}>
              {item.connected ? 'Configure' : 'Connect'}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
