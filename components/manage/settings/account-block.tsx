import type { AccountInfo } from '@/lib/schemas/organization/settings';

/** The read-only account facts under the profile form. */
export function AccountBlock({ account }: { account: AccountInfo }) {
  const rows = [
    ['Account type', account.accountType],
    ['Member since', account.memberSince],
    ['Last login', account.lastLogin],
    ['Role', account.role],
  ] as const;
  return (
    <section aria-labelledby="account-heading" className="rounded-lg border border-slate-200 p-4">
      <h3 id="account-heading" className="text-base font-semibold text-slate-900">
        Account Information
      </h3>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="text-sm font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
