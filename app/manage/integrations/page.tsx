import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { Integrations } from '../settings/integrations';

export const metadata: Metadata = { title: 'Integrations' };

/** The integrations of the organization on a page of their own, as in Settings › Integrations. */
export default async function IntegrationsPage() {
  const member = await requireMember();
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect GitHub, AWS and Okta: their checks run daily and file what they read as evidence."
      />
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <Integrations member={member} />
      </div>
    </>
  );
}
