import type { Metadata } from 'next';
import { IntegrationsDirectory } from '@/components/manage/integrations/integrations-directory';
import { PageHeader } from '@/components/ui/page-header';
import { INTEGRATIONS_HREF } from '@/lib/catalog/integrations';
import { requireMember } from '@/lib/dal';
import { listConnections } from '@/lib/workspace/integrations';
import { Integrations } from '../settings/integrations';
import { directoryEntries } from './directory';

export const metadata: Metadata = { title: 'Integrations' };

/** The integrations directory, then the organization's connections as in Settings › Integrations. */
export default async function IntegrationsPage() {
  const member = await requireMember();
  const connections = await listConnections(member);
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect your identity provider, code host and cloud: their checks run daily and file what they read as evidence."
      />
      <IntegrationsDirectory entries={directoryEntries(connections)} connectHref={INTEGRATIONS_HREF} />
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <Integrations member={member} />
      </div>
    </>
  );
}
