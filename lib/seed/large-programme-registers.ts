import 'server-only';
import { libraryControls } from '@/lib/catalog/controls';
import { riskControls, risks, vendorReviews, vendors, vulnerabilityFindings, vulnerabilitySources } from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import { riskCategories } from '@/lib/schemas/risks/forms';
import { vendorCategories, vendorDataKinds } from '@/lib/schemas/vendors/records';
import type { Random } from './large-organization-random';
import { dayAt } from './large-organization-records';
import { insertInChunks, type ProgrammeTeam } from './large-programme-rows';

// The large organization's registers: risks with their controls, vendors with their reviews, vulnerability findings.

const riskThemes = ['Ransomware', 'Credential theft', 'Data leak', 'Supplier outage', 'Insider misuse', 'Regulatory change', 'Key person'];
const riskAreas = ['in payments', 'in the data warehouse', 'at the support desk', 'in CI/CD', 'in the HR system', 'in the EU region'];

/** `count` risks: every category, ratings spread over the 5 × 5 scale, one in ten accepted, 1–3 controls each. */
export async function seedProgrammeRisks(team: ProgrammeTeam, random: Random, count: number, now: Date): Promise<string[]> {
  const today = dayOf(now);
  const rows = Array.from({ length: count }, (_, index) => {
    const treatment = random.weighted([
      ['mitigate', 70],
      ['accept', 10],
      ['transfer', 12],
      ['avoid', 8],
    ] as const);
    const [likelihood, impact] = [random.between(1, 5), random.between(1, 5)];
    return {
      organizationId: team.organizationId,
      title: `${random.pick(riskThemes)} ${random.pick(riskAreas)} (${index + 1})`,
      description: 'Identified in the annual risk assessment workshop.',
      category: random.pick(riskCategories),
      ownerMemberId: random.chance(0.9) ? random.pick(team.owners).id : null,
      inherentLikelihood: likelihood,
      inherentImpact: impact,
      residualLikelihood: Math.max(1, likelihood - random.between(0, 2)),
      residualImpact: Math.max(1, impact - random.between(0, 1)),
      treatment,
      plan: treatment === 'mitigate' ? 'Harden the configuration and monitor the alerts weekly.' : '',
      nextReviewOn: addDays(today, random.between(-60, 300)),
      acceptanceApproverId: treatment === 'accept' ? team.admin.id : null,
      acceptedOn: treatment === 'accept' ? addDays(today, -random.between(10, 200)) : null,
      acceptanceExpiresOn: treatment === 'accept' ? addDays(today, random.between(-20, 300)) : null,
    };
  });
  const ids = await insertInChunks(risks, rows, { id: risks.id });
  const controlIds = libraryControls.map((control) => control.id);
  await insertInChunks(
    riskControls,
    ids.flatMap((riskId) =>
      random.sample(controlIds, random.between(1, 3)).map((controlId) => ({ riskId, organizationId: team.organizationId, controlId })),
    ),
  );
  return ids;
}

const vendorNames = ['Cloud', 'Data', 'Pay', 'Mail', 'Secure', 'People', 'Log', 'Ticket', 'Sign', 'Chat'];
const vendorSuffixes = ['works', 'ly', 'hub', 'stack', 'desk', 'base', 'flow'];

/** `count` vendors of every category and criticality, with one to three concluded reviews and some open ones. */
export async function seedProgrammeVendors(team: ProgrammeTeam, random: Random, count: number, now: Date): Promise<string[]> {
  const today = dayOf(now);
  const rows = Array.from({ length: count }, (_, index) => {
    const lastReviewedOn = random.chance(0.8) ? addDays(today, -random.between(10, 500)) : null;
    return {
      organizationId: team.organizationId,
      name: `${random.pick(vendorNames)}${random.pick(vendorSuffixes)} ${index + 1}`,
      service: 'Hosted service used by several teams',
      category: random.pick(vendorCategories),
      criticality: random.weighted([
        ['low', 30],
        ['medium', 40],
        ['high', 20],
        ['critical', 10],
      ] as const),
      dataKinds: random.sample(vendorDataKinds, random.between(1, 3)),
      subprocessor: random.chance(0.3),
      countries: random.sample(['US', 'DE', 'IE', 'FR', 'GB', 'IN'], random.between(1, 2)),
      contractStart: addDays(today, -random.between(100, 1500)),
      contractEnd: addDays(today, random.between(-30, 700)),
      ownerMemberId: random.pick(team.owners).id,
      addedOn: addDays(today, -random.between(600, 1500)),
      lastReviewedOn,
      nextReviewOn: addDays(lastReviewedOn ?? today, random.between(-60, 365)),
    };
  });
  const ids = await insertInChunks(vendors, rows, { id: vendors.id });
  const reviews = ids.flatMap((vendorId, index) =>
    Array.from({ length: rows[index]!.lastReviewedOn ? random.between(1, 3) : 0 }, (_, age) => ({
      organizationId: team.organizationId,
      vendorId,
      reviewedOn: addDays(rows[index]!.lastReviewedOn!, -365 * age),
      reviewerMemberId: random.pick(team.owners).id,
      conclusion: random.weighted([
        ['approved', 80],
        ['approved-with-conditions', 15],
        ['rejected', 5],
      ] as const),
      notes: 'Reviewed the SOC 2 report and the DPA.',
    })),
  );
  const open = ids.filter(() => random.chance(0.05)).map((vendorId) => ({ organizationId: team.organizationId, vendorId }));
  await insertInChunks(vendorReviews, [...reviews, ...open]);
  return ids;
}

const packages = ['lodash', 'axios', 'openssl', 'glibc', 'log4j', 'jackson-databind', 'urllib3', 'express', 'curl', 'zlib'];

/** `count` findings over 120 assets from two scanners: three in four fixed, the open ones of every severity and age. */
export async function seedProgrammeVulnerabilities(team: ProgrammeTeam, random: Random, count: number, now: Date): Promise<number> {
  const today = dayOf(now);
  const sources = ['github:dependabot', 'sarif:Trivy:registry.large-org.example.com'];
  const rows = Array.from({ length: count }, (_, index) => {
    const seen = random.between(1, 400);
    const fixed = random.chance(0.75) ? random.between(0, seen - 1) : null;
    const source = random.pick(sources);
    return {
      organizationId: team.organizationId,
      asset: `large-org/service-${random.between(1, 120)}`,
      identifier: `CVE-2026-${String(10000 + index).padStart(5, '0')}`,
      title: `Vulnerability in ${random.pick(packages)}`,
      severity: random.weighted([
        ['critical', 5],
        ['high', 20],
        ['medium', 45],
        ['low', 30],
      ] as const),
      sources: fixed === null ? [source] : [],
      firstSeenOn: addDays(today, -seen),
      lastSeenOn: addDays(today, -(fixed ?? 0)),
      fixedOn: fixed === null ? null : addDays(today, -fixed),
    };
  });
  await insertInChunks(vulnerabilityFindings, rows);
  await insertInChunks(
    vulnerabilitySources,
    sources.map((source) => ({
      organizationId: team.organizationId,
      source,
      lastReportedAt: dayAt(now, 0, 6),
      findingsListed: rows.filter((row) => row.sources.includes(source)).length,
    })),
  );
  return rows.length;
}
