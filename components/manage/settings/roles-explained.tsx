import { teamRoleInfo, teamRoles } from '@/lib/schemas/organization/settings';

/** What each role may do, under the team list. */
export function RolesExplained() {
  return (
    <section aria-labelledby="roles-heading">
      <h3 id="roles-heading" className="text-base font-semibold text-slate-900">
        Roles
      </h3>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        {teamRoles.map((role) => (
          <div key={role} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-sm font-semibold text-slate-900">{teamRoleInfo[role].label}</dt>
            <dd className="text-sm text-slate-600">{teamRoleInfo[role].description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
