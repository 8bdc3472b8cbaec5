import 'server-only';
import { auditFindings, internalAudits, ismsObjectives, ismsScope, managementReviews } from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import type { Random } from './large-organization-random';
import { dayAt } from './large-organization-records';
import { insertInChunks, type ProgrammeTeam } from './large-programme-rows';

// The large organization's ISO 27001 management system: its approved scope, objectives, internal audits with their
// findings, and management reviews, several years of them.

const areas = ['Access control', 'Supplier management', 'Change management', 'Incident response', 'Backups', 'Asset inventory'];

/** Answers the first internal audit's id and the rows written. */
export async function seedProgrammeIsms(
  team: ProgrammeTeam,
  random: Random,
  sizes: { objectives: number; audits: number; findingsPerAudit: number; reviews: number },
  now: Date,
): Promise<{ internalAudit: string | undefined; rows: number }> {
  const { organizationId, admin } = team;
  const today = dayOf(now);
  await insertInChunks(ismsScope, [
    {
      organizationId,
      statement:
        'The ISMS covers the development, operation and support of the platform and the people and systems that handle customer data.',
      sites: ['Headquarters', 'Remote staff', 'Cloud regions (production)'],
      teams: ['Engineering', 'Security', 'Support', 'People'],
      systems: ['Production platform', 'GitHub', 'Okta', 'HR system'],
      approvedByMemberId: admin.id,
      approvedByName: admin.displayName,
      approvedAt: dayAt(now, -400),
    },
  ]);
  await insertInChunks(
    ismsObjectives,
    Array.from({ length: sizes.objectives }, (_, index) => ({
      organizationId,
      title: `${random.pick(areas)} objective ${index + 1}`,
      measure: 'Measured monthly against the target the management review set.',
      ownerMemberId: random.pick(team.owners).id,
      targetDate: addDays(today, random.between(-200, 300)),
      progress: random.weighted([
        ['on-track', 60],
        ['at-risk', 20],
        ['achieved', 20],
      ] as const),
    })),
  );
  const auditIds = await insertInChunks(
    internalAudits,
    Array.from({ length: sizes.audits }, (_, index) => {
      const plannedDate = addDays(today, 60 - index * 45);
      const done = plannedDate < today;
      return {
        organizationId,
        title: `Internal audit: ${random.pick(areas)} (${index + 1})`,
        scope: 'Annex A controls of the area and the clauses they rely on.',
        auditorName: 'Independent auditor',
        plannedDate,
        performedDate: done ? plannedDate : null,
        state: done ? ('completed' as const) : ('planned' as const),
        reportSummary: done ? 'Controls operate as described, with the findings listed.' : '',
      };
    }),
    { id: internalAudits.id },
  );
  const findings = auditIds.flatMap((auditId, audit) =>
    Array.from({ length: sizes.findingsPerAudit }, (_, index) => ({
      organizationId,
      auditId,
      reference: `IA-${audit + 1}-${index + 1}`,
      description: 'The procedure was not followed for every sampled change.',
      kind: random.weighted([
        ['major', 5],
        ['minor', 45],
        ['observation', 50],
      ] as const),
      ownerMemberId: random.pick(team.owners).id,
      dueDate: addDays(today, random.between(-120, 120)),
      state: random.weighted([
        ['open', 30],
        ['action-planned', 30],
        ['action-done', 20],
        ['verified', 20],
      ] as const),
    })),
  );
  await insertInChunks(auditFindings, findings);
  await insertInChunks(
    managementReviews,
    Array.from({ length: sizes.reviews }, (_, index) => ({
      organizationId,
      title: `Management review ${index + 1}`,
      date: addDays(today, -index * 90),
      attendees: ['CEO', 'CTO', 'Security lead'],
      decisions: [
        { id: `decision-${index + 1}`, decision: 'Fund the backup restore tests.', owner: admin.displayName, dueDate: addDays(today, 30) },
      ],
    })),
  );
  return { internalAudit: auditIds[0], rows: sizes.objectives + auditIds.length + findings.length + sizes.reviews + 1 };
}
