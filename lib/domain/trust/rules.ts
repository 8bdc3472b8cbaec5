import { controlDomainNames } from '@/lib/catalog/control-domain-names';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';
import type { TrustControlArea, TrustFrameworkView, TrustSubprocessor } from '@/lib/schemas/trust/records';

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/** Addresses that would be mistaken for the product's own pages or mislead a visitor. */
export const reservedSlugs: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'complia',
  'help',
  'login',
  'manage',
  'new',
  'official',
  'preview',
  'private',
  'public',
  'register',
  'security',
  'settings',
  'status',
  'support',
  'trust',
  'www',
]);

/** Why `slug` cannot be a trust page's address, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return `The address must be ${SLUG_MIN} to ${SLUG_MAX} characters long.`;
  if (!/^[a-z0-9-]+$/.test(slug)) return 'The address may hold only lowercase letters, digits and hyphens.';
  if (slug.startsWith('-') || slug.endsWith('-')) return 'The address cannot start or end with a hyphen.';
  if (slug.includes('--')) return 'The address cannot hold two hyphens in a row.';
  if (reservedSlugs.has(slug)) return `“${slug}” is reserved. Choose another address.`;
  return null;
}

/** A first address for an organization's page, from its name ("Acme Health, Inc." → acme-health-inc). */
export function suggestedSlug(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  const slug = base.length >= SLUG_MIN ? base : `${base || 'org'}-trust`.replace(/^-/, '');
  return reservedSlugs.has(slug) ? `${slug}-trust` : slug;
}

/** An audit as the trust page reads it; `framework` is the audit's framework id (soc2, pci-dss, …). */
export type AuditFact = { framework: string; type: string; status: string; result: string; endOn: string; auditor: string };

/**
 * Only a completed independent audit (external or certification) whose result is Pass lets a page say Audited: an
 * internal review that passed is the organization's own opinion, which a visitor would read as an auditor's.
 */
export const auditPassed = (audit: AuditFact) =>
  (audit.type === 'external' || audit.type === 'certification') && audit.status === 'completed' && audit.result === 'Pass';

/**
 * What a visitor sees of a framework: hidden unless the admin selected it; Audited with the latest passed,
 * completed audit of it (its end date and auditor firm); otherwise In progress with its percent while the
 * organization follows it (progress not null), and hidden when it follows it no longer.
 */
export function frameworkPublicState(input: {
  frameworkId: string;
  name: string;
  selected: boolean;
  progress: number | null;
  audits: readonly AuditFact[];
}): TrustFrameworkView | null {
  if (!input.selected) return null;
  const passed = input.audits
    .filter((audit) => audit.framework === input.frameworkId && auditPassed(audit))
    .sort((a, b) => b.endOn.localeCompare(a.endOn))[0];
  const base = { frameworkId: input.frameworkId, name: input.name };
  if (passed) return { ...base, state: 'audited', auditedOn: passed.endOn, auditor: passed.auditor };
  if (input.progress === null) return null;
  return { ...base, state: 'in-progress', percent: Math.max(0, Math.min(100, Math.round(input.progress))) };
}

const prefixOf = (controlId: string) => controlId.split('-')[0] ?? controlId;

/**
 * The selected control areas, in the library's order, each with its applicable controls (not-applicable ones
 * left out) and how many are implemented and in progress. Unknown prefixes and areas with no control are dropped.
 */
export function controlAreaSummaries(
  controlIds: readonly string[],
  states: ReadonlyMap<string, ControlState>,
  selected: readonly string[],
): TrustControlArea[] {
  const wanted = new Set(selected);
  const areas: TrustControlArea[] = [];
  for (const [prefix, name] of Object.entries(controlDomainNames)) {
    if (!wanted.has(prefix)) continue;
    const area: TrustControlArea = { prefix, name, implemented: 0, inProgress: 0, total: 0 };
    for (const id of controlIds) {
      if (prefixOf(id) !== prefix) continue;
      const state = states.get(id) ?? 'not-started';
      if (state === 'not-applicable') continue;
      area.total += 1;
      if (state === 'implemented') area.implemented += 1;
      if (state === 'in-progress') area.inProgress += 1;
    }
    if (area.total > 0) areas.push(area);
  }
  return areas;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** The subprocessors a visitor sees: vendors flagged as subprocessors, by name, with their countries' names. */
export function subprocessorsOf(
  vendors: readonly { name: string; service: string; subprocessor: boolean; countries: readonly string[] }[],
): TrustSubprocessor[] {
  return vendors
    .filter((vendor) => vendor.subprocessor)
    .map((vendor) => ({ name: vendor.name, purpose: vendor.service, countries: vendor.countries.map(countryName) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The cache tag of everything an organization's trust page shows (its records and settings). */
export const trustOrganizationTag = (organizationId: string) => `trust-page:organization:${organizationId}`;
/** The cache tag of what a trust page address leads to (an organization, or nothing). */
export const trustSlugTag = (slug: string) => `trust-page:slug:${slug}`;
