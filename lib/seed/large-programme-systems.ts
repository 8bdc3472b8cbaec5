import 'server-only';
import { createHash } from 'node:crypto';
import { githubChecks } from '@/lib/checks/github';
import { oktaChecks } from '@/lib/checks/okta';
import {
  accessReviewAccounts,
  accessReviewCampaigns,
  accessReviewSystems,
  checkRuns,
  integrationConnections,
  questionnaireQuestions,
  questionnaires,
} from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import { sealCredentials } from '@/lib/integrations/credentials';
import type { Random } from './large-organization-random';
import { dayAt } from './large-organization-records';
import { insertInChunks, type ProgrammeTeam } from './large-programme-rows';

// The large organization's connected systems: GitHub and Okta with their check runs, the access reviews of three
// systems, and the customers' security questionnaires.

/**
 * GitHub (`repositories` repositories) and Okta (`users` users) connected, each with a daily run of its checks for
 * the last `days` days, one result per check and resource, a few failing. Answers the runs written.
 */
export async function seedProgrammeChecks(
  team: ProgrammeTeam,
  random: Random,
  sizes: { repositories: number; users: number; days: number },
  now: Date,
) {
  const { organizationId, admin } = team;
  const providers = [
    {
      provider: 'github' as const,
      account: 'large-org',
      baseUrl: 'https://api.github.com',
      checks: githubChecks,
      resources: sizes.repositories,
      noun: 'repo',
    },
    {
      provider: 'okta' as const,
      account: 'large-org.okta.com',
      baseUrl: 'https://large-org.okta.com',
      checks: oktaChecks,
      resources: sizes.users,
      noun: 'user',
    },
  ];
  await insertInChunks(
    integrationConnections,
    providers.map(({ provider, account, baseUrl }) => ({
      organizationId,
      provider,
      account,
      baseUrl,
      // Credentials of no real account, sealed as a connection's are: the pages only ever show that they exist.
      sealedCredentials: sealCredentials(organizationId, provider, { token: `seeded-${provider}-credentials` }),
      connectedBy: admin.displayName,
      connectedAt: dayAt(now, -sizes.days - 1),
    })),
  );
  const runs = providers.flatMap(({ provider, account, checks, resources, noun }) =>
    Array.from({ length: sizes.days }, (_, age) => ({
      organizationId,
      provider,
      account,
      requestedBy: 'Daily schedule',
      startedAt: dayAt(now, -age, 3),
      finishedAt: dayAt(now, -age, 3),
      results: checks.flatMap((check) =>
        Array.from({ length: resources }, (_, index) => {
          const outcome = random.weighted([
            ['pass', 90],
            ['fail', 8],
            ['unknown', 2],
          ] as const);
          return {
            checkId: check.id,
            resource: `${noun}-${index + 1}`,
            outcome,
            reason: outcome === 'pass' ? '' : 'Seen in the last run.',
          };
        }),
      ),
    })),
  );
  await insertInChunks(checkRuns, runs);
  return { runs: runs.length, checkId: githubChecks[0]!.id };
}

/** Four quarterly campaigns (three closed, one open), each over three systems of `accounts` accounts. */
export async function seedProgrammeAccessReviews(team: ProgrammeTeam, random: Random, accounts: number, now: Date): Promise<string[]> {
  const today = dayOf(now);
  const campaignIds: string[] = [];
  for (const quarter of [3, 2, 1, 0]) {
    const open = quarter === 0;
    const [campaign] = await insertInChunks(
      accessReviewCampaigns,
      [
        {
          organizationId: team.organizationId,
          name: `Quarterly access review ${quarter === 0 ? '(current)' : `(${quarter} quarters ago)`}`,
          status: open ? ('open' as const) : ('closed' as const),
          dueOn: addDays(today, open ? 20 : -90 * quarter),
          recurrence: 'quarterly' as const,
          createdByName: team.admin.displayName,
          closedAt: open ? null : dayAt(now, -90 * quarter + 5),
          closedByName: open ? null : team.admin.displayName,
        },
      ],
      { id: accessReviewCampaigns.id },
    );
    campaignIds.push(campaign!);
    for (const system of ['GitHub', 'Okta', 'HR system']) {
      const [systemId] = await insertInChunks(
        accessReviewSystems,
        [
          {
            organizationId: team.organizationId,
            campaignId: campaign!,
            source: 'csv' as const,
            name: system,
            reviewerMemberId: random.pick(team.owners).id,
            ownerMemberId: random.pick(team.owners).id,
            listedAt: dayAt(now, -90 * quarter - 10),
          },
        ],
        { id: accessReviewSystems.id },
      );
      await insertInChunks(
        accessReviewAccounts,
        Array.from({ length: accounts }, (_, index) => {
          const decided = !open || random.chance(0.6);
          const decision = decided
            ? random.weighted([
                ['keep', 90],
                ['revoke', 7],
                ['change', 3],
              ] as const)
            : null;
          return {
            organizationId: team.organizationId,
            campaignId: campaign!,
            systemId: systemId!,
            externalId: `account-${index + 1}`,
            email: `account.${index + 1}@large-org.example.com`,
            name: `Account ${index + 1}`,
            role: index % 25 === 0 ? 'Owner' : 'Member',
            admin: index % 25 === 0,
            decision,
            decidedByName: decision ? team.admin.displayName : null,
            decidedAt: decision ? dayAt(now, -90 * quarter - 3) : null,
            verification: decision === 'revoke' ? (open ? ('pending' as const) : ('verified' as const)) : null,
          };
        }),
      );
    }
  }
  return campaignIds;
}

const topics = ['encryption at rest', 'access reviews', 'incident response', 'backups', 'vendor management', 'logging', 'MFA'];

/** `count` questionnaires of `questions` questions each, from imported to approved, most questions answered. */
export async function seedProgrammeQuestionnaires(
  team: ProgrammeTeam,
  random: Random,
  sizes: { count: number; questions: number },
  now: Date,
) {
  const ids = await insertInChunks(
    questionnaires,
    Array.from({ length: sizes.count }, (_, index) => ({
      organizationId: team.organizationId,
      name: `Security questionnaire ${index + 1}`,
      customer: `Customer ${index + 1}`,
      fileName: `questionnaire-${index + 1}.xlsx`,
      format: 'xlsx' as const,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      storageKey: `questionnaires/seeded-${index + 1}.xlsx`,
      sizeBytes: 48_000,
      sha256: createHash('sha256')
        .update(`questionnaire ${index + 1}`)
        .digest('hex'),
      sheet: 'Questions',
      headerRow: 1,
      questionColumn: 2,
      answerColumn: 3,
      status: random.weighted([
        ['imported', 30],
        ['in-review', 40],
        ['approved', 30],
      ] as const),
      createdByMemberId: team.admin.id,
      createdByName: team.admin.displayName,
      createdAt: dayAt(now, -random.between(1, 365)),
    })),
    { id: questionnaires.id },
  );
  const rows = ids.flatMap((questionnaireId) =>
    Array.from({ length: sizes.questions }, (_, position) => {
      const answered = random.chance(0.7);
      return {
        organizationId: team.organizationId,
        questionnaireId,
        position,
        sheet: 'Questions',
        row: position + 2,
        section: `Section ${Math.floor(position / 20) + 1}`,
        text: `Do you have a documented process for ${random.pick(topics)}? (${position + 1})`,
        answer: answered ? 'Yes, reviewed every year.' : null,
        kind: answered ? ('yes' as const) : null,
        approvedByMemberId: answered ? team.admin.id : null,
        approvedByName: answered ? team.admin.displayName : null,
        approvedAt: answered ? dayAt(now, -1) : null,
      };
    }),
  );
  await insertInChunks(questionnaireQuestions, rows);
  return { ids, questions: rows.length };
}
