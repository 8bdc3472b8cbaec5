import 'server-only';
import type { DirectoryEntry } from '@/components/manage/integrations/integrations-directory';
import { integrationOffers } from '@/lib/catalog/integrations';
import { connectors } from '@/lib/integrations/connectors';
import type { Connection } from '@/lib/workspace/integrations';

/** The directory's entries: each offer with its state in the organization, its checks and the controls they feed. */
export function directoryEntries(connections: readonly Connection[]): DirectoryEntry[] {
  return integrationOffers.map((offer) => {
    const connector = Object.values(connectors).find((candidate) => candidate.provider === offer.id);
    const connected = connections.some((connection) => connection.provider === offer.id);
    const checks = connector?.checks ?? [];
    return {
      id: offer.id,
      name: offer.name,
      category: offer.category,
      state: !offer.available || !connector ? 'coming-next' : connected ? 'connected' : 'not-connected',
      collects: connector?.profile.collects ?? offer.description,
      controls: [...new Set(checks.flatMap((check) => check.controls))].sort(),
      checks: checks.map(({ id, title }) => ({ id, title })),
    };
  });
}
