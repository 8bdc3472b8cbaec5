import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { VendorQuestionnaireForm } from '@/components/vendors/vendor-questionnaire-form';
import { vendorQuestionnaire } from '@/lib/catalog/vendor-questionnaire';
import { viewQuestionnaireLink } from '@/lib/workspace/vendors';
import { answerQuestionnaireAction } from './actions';

export const metadata: Metadata = { title: 'Security questionnaire', robots: { index: false, follow: false } };
// Each visit reads the link again: a used or expired link must never be served from a cache.
export const dynamic = 'force-dynamic';

/**
 * A one-time security questionnaire for a vendor: who asks, the questions, and one button. A link that cannot be
 * used says why.
 */
export default async function VendorQuestionnairePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await viewQuestionnaireLink(token);
  if (link.state !== 'ready') {
    return (
      <AuthCard title={link.state === 'not-found' ? 'Link not found' : 'Link no longer valid'} lead="This link cannot be used.">
        <FormAlert message={link.message} />
      </AuthCard>
    );
  }
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <p className="text-sm text-slate-600">For {link.vendorName}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">Security questionnaire from {link.organizationName}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Answer each question with yes, no or partly, and add a comment where it helps. The link works once: the answers are sent together.
      </p>
      <VendorQuestionnaireForm questions={vendorQuestionnaire} answer={answerQuestionnaireAction.bind(null, token)} />
    </section>
  );
}
