import type { Metadata } from 'next';
import Link from 'next/link';
import { LinkRefused } from '@/components/policies/link-refused';
import { dayOf } from '@/lib/domain/calendar-days';
import { linkProblemMessages } from '@/lib/domain/policies/acceptance';
import { linkedPolicyPath, viewAcceptanceLink } from '@/lib/workspace/policies';

export const metadata: Metadata = { title: 'Policies to accept', robots: { index: false, follow: false } };
// Each visit reads the link again: an expired link or an accepted policy must never be served from a cache.
export const dynamic = 'force-dynamic';

/**
 * A personal acceptance link for a person without a login: every policy it asks them to accept, each opened to be
 * read and accepted, and those already accepted or changed since marked so. A link that cannot be used says why.
 */
export default async function PoliciesToAcceptPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await viewAcceptanceLink(token);
  if (link.state !== 'ready') return <LinkRefused view={link} />;
  const open = link.policies.filter((policy) => policy.problem === null).length;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <p className="text-sm text-slate-600">For {link.personName}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">Policies to accept</h1>
      <p className="mt-2 text-sm text-slate-600">
        {open === 0
          ? 'Nothing is left to accept through this link.'
          : `Open each policy to read it and accept it: ${open} left. This link works until ${dayOf(link.expiresAt)}.`}
      </p>
      <ul aria-label="Policies to accept" className="my-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
        {link.policies.map((policy) => (
          <li key={policy.policyId} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
            {policy.problem === null ? (
              <Link href={linkedPolicyPath(token, policy.policyId)} className="font-medium">
                {policy.name} {policy.versionLabel}
              </Link>
            ) : (
              <span className="text-slate-700">
                {policy.name} {policy.versionLabel}
              </span>
            )}
            {policy.problem === 'accepted' ? <span className="text-emerald-800">Accepted</span> : null}
            {policy.problem === 'changed' ? <span className="text-slate-600">{linkProblemMessages.changed}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
