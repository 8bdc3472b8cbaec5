/** @jest-environment node */
import { azureConnectSchema } from '@/lib/schemas/integrations/azure-connect';
import { createCampaign, decideAccount, readCampaign } from '@/lib/workspace/access-reviews';
import { connectIntegration, runChecks } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';
import { productionAssignments } from '../../../support/azure-roles';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  defaultSubscriptions,
  startAzureStandIn,
  TENANT,
  type AzureStandIn,
} from '../../../support/azure-stand-in';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('access-reviews-cloud-iam');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let azure: AzureStandIn;
beforeAll(async () => {
  azure = await startAzureStandIn();
});
afterAll(() => azure.close());

const first = new Date('2026-11-02T08:00:00Z');
const decided = new Date('2026-11-03T08:00:00Z');
const second = new Date('2026-11-04T08:00:00Z');
const third = new Date('2026-11-05T08:00:00Z');
const today = '2026-11-05';
const PIPELINE = 'a1b2c3d4-0000-4000-8000-000000000002';

const verificationOf = async (member: Member, campaignId: string) =>
  (await readCampaign(member, campaignId, today)).accounts.find((row) => row.name === PIPELINE)?.verification;

describe('revokes of Azure role assignments verified by the next sync', () => {
  it('lists each principal with its roles, keeps a revoke pending while the assignments cannot be read, and verifies it once gone', async () => {
    const admin = await founder('Azure reviews');
    const reviewer = await joinAs(admin, 'member');
    await connectIntegration(
      admin,
      'azure',
      azureConnectSchema.parse({
        tenantId: TENANT,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        loginUrl: azure.url,
        managementUrl: azure.url,
      }),
    );
    await runChecks(admin, 'azure', first);
    const campaign = await createCampaign(
      admin,
      {
        name: 'Azure access',
        dueOn: '2026-12-31',
        recurrence: 'none',
        systems: [{ source: 'azure', reviewerMemberId: reviewer.id, ownerMemberId: admin.id }],
      },
      first,
    );
    const { accounts } = await readCampaign(reviewer, campaign.id, today);
    expect(accounts.map((row) => [row.name, row.role, row.admin])).toEqual(
      expect.arrayContaining([
        [PIPELINE, 'ServicePrincipal in Acme Production: Contributor', true],
        ['a1b2c3d4-0000-4000-8000-000000000003', 'Group in Acme Production: Reader', false],
      ]),
    );
    expect(accounts).toHaveLength(6);
    const pipeline = accounts.find((row) => row.name === PIPELINE)!;
    await decideAccount(reviewer, { id: pipeline.id, version: pipeline.version, decision: 'revoke', reason: 'Deploys moved' }, decided);

    const withoutPipeline = defaultSubscriptions().map((subscription) => ({
      ...subscription,
      roleAssignments: subscription.roleAssignments && productionAssignments.filter((entry) => entry.principalId !== PIPELINE),
    }));
    azure.set({ subscriptions: withoutPipeline, refused: ['roleAssignments'] });
    await runChecks(admin, 'azure', second);
    expect(await verificationOf(admin, campaign.id)).toBe('pending');
    // A campaign started from that sync still has the principals it could not read, as last listed.
    const next = await createCampaign(
      admin,
      {
        name: 'Azure again',
        dueOn: '2026-12-31',
        recurrence: 'none',
        systems: [{ source: 'azure', reviewerMemberId: reviewer.id, ownerMemberId: admin.id }],
      },
      second,
    );
    expect((await readCampaign(admin, next.id, today)).accounts).toHaveLength(6);

    azure.set({ refused: [] });
    await runChecks(admin, 'azure', third);
    expect(await verificationOf(admin, campaign.id)).toBe('verified');
  }, 60_000);
});
