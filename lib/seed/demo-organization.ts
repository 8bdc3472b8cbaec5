import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNT } from '@/lib/backend/demo-account';
import type { Db } from '@/lib/db/client';
import { activity, apiKeys, members, users } from '@/lib/db/schema';
import { hashApiKey } from '@/lib/domain/organization/api-keys';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import type { Profile } from '@/lib/schemas/organization/settings';
import type { TeamRole } from '@/lib/schemas/organization/settings';
import { createOrganization } from '@/lib/workspace/organization';
import { enrolMemberAsPerson } from '@/lib/workspace/people';
import { seedAccessReviews } from './access-reviews';
import { seedAudits } from './audits';
import { seedAuditRequests } from './audit-requests';
import { seedCcpaIssues } from './ccpa-issues';
import { seedControlStates } from './control-states';
import { seedEvidence } from './evidence';
import { seedFrameworkSetup } from './framework-setup';
import { seedFrameworks } from './frameworks';
import { seedIsms } from './isms';
import { seedPolicies } from './policies';
import { seedReports } from './reports';
import { seedRisks } from './risks';
import { seedTrustPage } from './trust';
import { seedVendors } from './vendors';
import { seedVulnerabilities } from './vulnerabilities';

const HOUR = 60 * 60 * 1000;

/** The demo manager's Settings profile, every field filled. */
const demoProfile: Profile = {
  firstName: 'Demo',
  lastName: 'Manager',
  email: DEMO_ACCOUNT.email,
  phone: '+1 (555) 123-4567',
  jobTitle: 'Compliance Manager',
  department: 'Compliance',
  company: DEMO_ACCOUNT.companyName,
  employeeId: 'EMP-2024-0147',
  manager: 'Sarah Chen',
  timeZone: 'PT',
  language: 'English (US)',
  dateFormat: 'MM/DD/YYYY',
};

/** Teammates shown in Team; their subjects name no account, so no one signs in as them. */
const teammates: readonly { name: string; email: string; role: TeamRole }[] = [
  { name: 'Sarah Chen', email: 'sarah.chen@example.com', role: 'admin' },
  { name: 'Michael Torres', email: 'michael.torres@example.com', role: 'member' },
  { name: 'Emily Johnson', email: 'emily.johnson@example.com', role: 'viewer' },
];

const keys = [
  { name: 'Production API Key', lastFour: '7f3a', daysAgo: 40 },
  { name: 'Evidence Collector', lastFour: 'c21e', daysAgo: 12 },
] as const;

const history = [
  { actor: 'David Kim', summary: 'ISO 27001 risk assessment completed', recordType: 'framework', hoursAgo: 96 },
  { actor: 'Emily Johnson', summary: 'CCPA issue on analytics cookie consent assigned', recordType: 'issue', hoursAgo: 48 },
  { actor: 'Michael Torres', summary: 'Information Security Policy v3.2 approved', recordType: 'policy', hoursAgo: 26 },
  { actor: 'Sarah Chen', summary: 'SOC 2 access review evidence verified', recordType: 'evidence', hoursAgo: 2 },
] as const;

/**
 * Gives the demo account its organization on first start (DEMO_ACCOUNT=on): the demo manager as admin, three
 * teammates, two API keys, the records whose counts give the dashboard's figures (docs/demo.md), and some history. Does nothing
 * once the demo account belongs to an organization.
 */
export async function ensureDemoOrganization(db: Db, now = new Date()): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)).limit(1);
  if (!demo) return;
  const subject = `embedded:${demo.id}`;
  const [existing] = await db.select({ id: members.id }).from(members).where(eq(members.subject, subject)).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const founder = await createOrganization(tx, DEMO_ACCOUNT.companyName, {
      subject,
      email: DEMO_ACCOUNT.email,
      displayName: DEMO_ACCOUNT.fullName,
    });
    const organizationId = founder.organizationId;
    await tx.update(members).set({ profile: demoProfile }).where(eq(members.id, founder.id));
    const team = await tx
      .insert(members)
      .values(
        teammates.map((mate) => ({
          organizationId,
          subject: `seed:${mate.email}`,
          email: mate.email,
          displayName: mate.name,
          role: mate.role,
        })),
      )
      .returning({ id: members.id, name: members.displayName, email: members.email, joinedAt: members.joinedAt });
    for (const mate of team)
      await enrolMemberAsPerson(tx, { organizationId, memberId: mate.id, name: mate.name, email: mate.email, day: dayOf(mate.joinedAt) });
    await tx.insert(apiKeys).values(
      keys.map((key) => ({
        organizationId,
        name: key.name,
        // A random key no one holds: the demo shows the list, a real key is created in Settings.
        keyHash: hashApiKey(randomBytes(32).toString('base64url')),
        lastFour: key.lastFour,
        createdBy: DEMO_ACCOUNT.fullName,
        createdAt: new Date(now.getTime() - key.daysAgo * DAY_MS),
      })),
    );
    for (const seed of [
      seedFrameworks,
      seedFrameworkSetup,
      seedControlStates,
      seedPolicies,
      seedEvidence,
      seedAudits,
      seedAuditRequests,
      seedReports,
      seedCcpaIssues,
      seedAccessReviews,
      seedRisks,
      seedVendors,
      seedIsms,
      seedTrustPage,
      seedVulnerabilities,
    ])
      await seed(tx, organizationId, now);
    await tx.insert(activity).values(
      history.map((entry) => ({
        organizationId,
        actorName: entry.actor,
        action: `${entry.recordType}.updated`,
        recordType: entry.recordType,
        summary: entry.summary,
        createdAt: new Date(now.getTime() - entry.hoursAgo * HOUR),
      })),
    );
  });
}
