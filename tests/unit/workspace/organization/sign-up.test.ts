/** @jest-environment node */
import { listActivity } from '@/lib/workspace/activity';
import { dashboardRecords } from '@/lib/workspace/dashboard';
import { listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { currentMembership } from '@/lib/workspace/organization';
import { placeNewAccount } from '@/lib/workspace/organization';
import { person, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('sign-up');

async function membershipOf(subject: string) {
  const member = await currentMembership(subject);
  if (!member) throw new Error('no membership');
  return member;
}

describe("placeNewAccount with the questionnaire's frameworks", () => {
  it('adds them to the new organization as In Progress, says so in the activity, and the dashboard reads it', async () => {
    const ada = person('Ada');
    await placeNewAccount(ada, 'Analytical Engines', ['soc2', 'gdpr', 'unknown']);
    const member = await membershipOf(ada.subject);
    expect(member).toMatchObject({ organizationName: 'Analytical Engines', role: 'admin' });
    expect((await listOrganizationFrameworks(member)).map((row) => [row.frameworkId, row.status, row.progress])).toEqual([
      ['soc2', 'progress', 0],
      ['gdpr', 'progress', 0],
    ]);
    const { entries } = await listActivity(member);
    expect(entries.map((entry) => entry.summary)).toContain('Added SOC 2 Type II and GDPR from your questionnaire');
    expect((await dashboardRecords(member, '2026-11-23')).questionnaireFrameworkIds).toEqual(['soc2', 'gdpr']);
  });

  it('adds none without frameworks', async () => {
    const grace = person('Grace');
    await placeNewAccount(grace, 'Compilers Inc');
    const member = await membershipOf(grace.subject);
    expect(await listOrganizationFrameworks(member)).toEqual([]);
    expect((await dashboardRecords(member, '2026-11-23')).questionnaireFrameworkIds).toEqual([]);
  });
});
