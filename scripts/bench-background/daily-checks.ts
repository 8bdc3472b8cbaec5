// The daily check run of the large organization: GitHub, Google Workspace and AWS connected to the large tenants of
// scripts/bench-stand-ins.ts, all due, then the schedule's own sweep (runDueChecks) runs them as it does each day.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import { sealCredentials } from '@/lib/integrations/credentials';
import { googleWorkspaceConnectSchema } from '@/lib/schemas/integrations/google-workspace-connect';
import { githubConnectSchema } from '@/lib/schemas/integrations/records';
import type { Member } from '@/lib/workspace/member';
import { connectIntegration, latestCheckRun, runDueChecks } from '@/lib/workspace/integrations';

export type StandIns = {
  github: { url: string; organization: string; token: string };
  google: { url: string; adminEmail: string; serviceAccountKey: string };
  aws: { url: string };
};

const PROVIDERS = ['github', 'google-workspace', 'aws'] as const;

/**
 * Connects the three providers in place of the large organization's seeded connections (which hold placeholder
 * credentials for the screens); AWS's row is written directly, since its stand-in has no STS to verify the key with.
 */
async function connect(admin: Member, standIns: StandIns) {
  await (await getDb()).delete(integrationConnections).where(eq(integrationConnections.organizationId, admin.organizationId));
  await connectIntegration(
    admin,
    'github',
    githubConnectSchema.parse({ organization: standIns.github.organization, token: standIns.github.token, baseUrl: standIns.github.url }),
  );
  await connectIntegration(
    admin,
    'google-workspace',
    googleWorkspaceConnectSchema.parse({
      serviceAccountKey: standIns.google.serviceAccountKey,
      adminEmail: standIns.google.adminEmail,
      baseUrl: standIns.google.url,
    }),
  );
  const secret = {
    method: 'access-key',
    region: 'eu-west-1',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'bench-stand-in-secret',
  };
  const db = await getDb();
  await db.insert(integrationConnections).values({
    organizationId: admin.organizationId,
    provider: 'aws',
    baseUrl: standIns.aws.url,
    account: '123456789012',
    sealedCredentials: sealCredentials(admin.organizationId, 'aws', secret),
    connectedBy: admin.displayName,
  });
}

/** Connects, makes every connection due, and answers what the measured sweep did. */
export async function dailyCheckRun(admin: Member, measure: <T>(work: () => Promise<T>) => Promise<T>) {
  const standIns = JSON.parse(process.env.BENCH_STAND_INS ?? 'null') as StandIns | null;
  if (!standIns) throw new Error('BENCH_STAND_INS is not set: start scripts/bench-stand-ins.ts and pass its line.');
  await connect(admin, standIns);
  const now = new Date();
  const db = await getDb();
  await db
    .update(integrationConnections)
    .set({ checksDueAt: new Date(now.getTime() - 60_000) })
    .where(eq(integrationConnections.organizationId, admin.organizationId));
  const runs = await measure(() => runDueChecks(now));
  const providers: Record<string, { results: number; passing: number; failing: number; unknown: number; notEvaluated: string[] }> = {};
  for (const provider of PROVIDERS) {
    const run = await latestCheckRun(admin, provider);
    if (!run) throw new Error(`The ${provider} checks did not run.`);
    const counted = (outcome: string) => run.results.filter((result) => result.outcome === outcome);
    providers[provider] = {
      results: run.results.length,
      passing: counted('pass').length,
      failing: counted('fail').length,
      unknown: counted('unknown').length,
      // The checks that could not evaluate a resource: a list the stand-in does not serve, or refuses.
      notEvaluated: [...new Set(counted('unknown').map((result) => result.checkId))],
    };
  }
  return { runs, providers };
}
