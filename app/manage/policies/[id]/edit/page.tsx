import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { PolicyEditor } from '@/components/manage/policies/policy-editor';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { foundOr404 } from '@/lib/found-or-404';
import { FORBIDDEN_MESSAGE, can } from '@/lib/domain/permissions';
import { policyPaths } from '@/lib/domain/policies/actions';
import { policyState, transition } from '@/lib/domain/policies/lifecycle';
import { getPolicy } from '@/lib/workspace/policies';
import { savePolicy } from '../../actions';

export const metadata: Metadata = { title: 'Edit Policy' };

/** A message in place of the editor, with the way back to the policy. */
function Refusal({ message, id }: { message: string; id: string }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-sm text-amber-900">
      <p>{message}</p>
      <Link href={policyPaths.view(id)} className="mt-2 inline-block font-medium text-indigo-700 underline underline-offset-2">
        Back to the policy
      </Link>
    </div>
  );
}

/** The policy editor; the server refuses a save the role or the policy's status does not allow anyway. */
export default async function EditPolicyPage({ params }: { params: Promise<{ id: string }> }) {
  const member = await requireMember();
  const { id } = await params;
  const policy = await foundOr404(getPolicy(member, id, dayOf(new Date())));
  const editable = transition(policyState(policy, dayOf(new Date())), 'edit');
  const title = policy.status === 'expired' ? `Update ${policy.name}` : `Edit ${policy.name}`;
  return (
    <>
      <PageHeader title={title} description={`${policy.versionLabel} · Write the text in Markdown; the Preview shows it as it will read.`}>
        <Breadcrumb
          items={[
            { label: 'Policies', href: '/manage/policies' },
            { label: policy.name, href: policyPaths.view(policy.id) },
            { label: 'Edit' },
          ]}
        />
      </PageHeader>
      {!can(member.role, 'records.edit') ? (
        <Refusal message={FORBIDDEN_MESSAGE} id={policy.id} />
      ) : !editable.allowed ? (
        <Refusal message={editable.message} id={policy.id} />
      ) : (
        <PolicyEditor
          policy={{
            id: policy.id,
            version: policy.version,
            name: policy.name,
            description: policy.description,
            owner: policy.owner,
            frameworks: policy.frameworks,
            reviewFrequencyMonths: policy.reviewFrequencyMonths,
            body: policy.body,
            versionLabel: policy.versionLabel,
            status: policy.status,
          }}
          save={savePolicy}
        />
      )}
    </>
  );
}
