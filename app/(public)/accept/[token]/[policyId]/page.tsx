import type { Metadata } from 'next';
import Link from 'next/link';
import { PolicyBody } from '@/components/manage/policies/policy-body';
import { AcceptThroughLinkForm } from '@/components/policies/accept-through-link-form';
import { LinkRefused } from '@/components/policies/link-refused';
import { acceptanceLinkPath, viewLinkedPolicy } from '@/lib/workspace/policies';
import { acceptThroughLinkAction } from './actions';

export const metadata: Metadata = { title: 'Accept a policy', robots: { index: false, follow: false } };
// Each visit reads the link again: an accepted policy or an expired link must never be served from a cache.
export const dynamic = 'force-dynamic';

/**
 * One policy of a personal acceptance link: its name, approved version and full text, and one button. A policy that
 * cannot be accepted through the link says why.
 */
export default async function AcceptPolicyPage({ params }: { params: Promise<{ token: string; policyId: string }> }) {
  const { token, policyId } = await params;
  const view = await viewLinkedPolicy(token, policyId);
  // Only a refusal of the policy leaves the link's list open: not found, expired and ended refuse the link itself.
  const listStillOpens = view.state === 'accepted' || view.state === 'changed';
  if (view.state !== 'ready') return <LinkRefused view={view} back={listStillOpens ? acceptanceLinkPath(token) : null} />;
  const { text } = view;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <p className="text-sm text-slate-600">
        For {view.personName} · <Link href={acceptanceLinkPath(token)}>All your policies to accept</Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
        {text.name} <span className="text-slate-600">{text.versionLabel}</span>
      </h1>
      <p className="mt-2 text-sm text-slate-600">Read the policy below, then confirm that you accept it.</p>
      <article className="my-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <PolicyBody markdown={text.body} />
      </article>
      <AcceptThroughLinkForm accept={acceptThroughLinkAction.bind(null, token, policyId)} back={acceptanceLinkPath(token)} />
    </section>
  );
}
