import 'server-only';
import { overallOutcome } from '@/lib/domain/checks/standings';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { listCheckExceptions } from '../checks';
import type { Member } from '../member';
import { latestCheckRun } from './runs';

/** Every check of each provider that has run, with its latest results and any exception that holds today. */
export async function checksForApi(member: Member) {
  const providers = Object.keys(connectors) as IntegrationProvider[];
  const [runs, exceptions] = await Promise.all([
    Promise.all(providers.map((provider) => latestCheckRun(member, provider))),
    listCheckExceptions(member),
  ]);
  return providers.flatMap((provider, index) => {
    const run = runs[index];
    if (!run) return [];
    return connectors[provider].checks.map(({ id, title, proves, severity, controls }) => {
      const results = run.results
        .filter((result) => result.checkId === id)
        .map(({ resource, outcome, reason }) => ({ resource, outcome, reason }));
      const exception = exceptions.find((candidate) => candidate.checkId === id);
      return {
        id,
        provider,
        title,
        proves,
        severity,
        controls: [...controls],
        outcome: overallOutcome(results.map((result) => result.outcome)),
        ranAt: run.startedAt.toISOString(),
        lastReadAt: run.carried.lastReadAt[id] ?? null,
        results,
        exception: exception ? { reason: exception.reason, expiresOn: exception.expiresOn } : null,
      };
    });
  });
}
