import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { PolicyBody } from '@/components/manage/policies/policy-body';
import { AcceptThroughLinkForm } from '@/components/policies/accept-through-link-form';
import { viewAcceptanceLink } from '@/lib/workspace/policies';
import { acceptThroughLinkAction } from './actions';

export const metadata: Metadata = { title: 'Accept a policy', robots: { index: false, follow: false } };
// Each visit reads the link again: a used or expired link must never be served from a cache.
export const dynamic = 'force-dynamic';

/**
 * A one-time acceptance link for a person without a login: the policy's name, approved version and full text,
 * and one button. A link that cannot be used says why.
 */
export default async function AcceptPolicyPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await viewAcceptanceLink(token);
  if (link.state !== 'ready') {
    return (
      <AuthCard title={link.state === 'not-found' ? 'Link not found' : 'Link no longer valid'} lead="This link cannot be used.">
        <FormAlert message={link.message} />
      </AuthCard>
    );
  }
  const { text } = link;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <p className="text-sm text-slate-600">For {link.personName}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
        {text.name} <span className="text-slate-600">{text.versionLabel}</span>
      </h1>
      <p className="mt-2 text-sm text-slate-600">Read the policy below, then confirm that you accept it.</p>
      <article className="my-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <PolicyBody markdown={text.body} />
      </article>
      <AcceptThroughLinkForm accept={acceptThroughLinkAction.bind(null, token)} />
    </section>
  );
}
