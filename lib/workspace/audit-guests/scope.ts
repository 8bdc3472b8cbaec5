import 'server-only';
import { and, asc, eq, gte, inArray, isNull, lte, lt } from 'drizzle-orm';
import { controlIdsOf, libraryControls } from '@/lib/catalog/controls';
import { audits, checkRuns, controlStates, evidence, evidenceControls, policies, policyVersions } from '@/lib/db/schema';
import { addDays, startOfDay } from '@/lib/domain/calendar-days';
import { guestPeriod, versionsInForce } from '@/lib/domain/audit-guests/rules';
import { allChecks } from '@/lib/integrations/connectors';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';
import { notFound, type Tx } from '../member';
import type { AuditorGuest } from './guest';

type Reader = Pick<Tx, 'select'>;
type Period = { start: string; end: string };

/** The guest's audit as the period and the header need it; 404 when it is gone. */
export async function guestAuditOf(db: Reader, guest: AuditorGuest) {
  const [audit] = await db
    .select({
      id: audits.id,
      name: audits.name,
      type: audits.type,
      framework: audits.framework,
      auditor: audits.auditor,
      startOn: audits.startOn,
      endOn: audits.endOn,
      observationStartOn: audits.observationStartOn,
      observationEndOn: audits.observationEndOn,
      status: audits.status,
    })
    .from(audits)
    .where(and(eq(audits.id, guest.auditId), eq(audits.organizationId, guest.organizationId)));
  if (!audit) throw notFound('The audit');
  return { ...audit, period: guestPeriod(audit) };
}

/** The controls in scope: those mapped to a requirement of the audit's framework. */
export function scopedControlIds(guest: AuditorGuest): string[] {
  return controlIdsOf(guest.framework);
}

/** Each control in scope with its name and the organization's state of it (not started without a row). */
export async function scopedControls(db: Reader, guest: AuditorGuest) {
  const ids = scopedControlIds(guest);
  if (ids.length === 0) return [];
  const states = await db
    .select({ controlId: controlStates.controlId, state: controlStates.state })
    .from(controlStates)
    .where(and(eq(controlStates.organizationId, guest.organizationId), inArray(controlStates.controlId, ids)));
  const stateOf = new Map(states.map((row) => [row.controlId, row.state]));
  const wanted = new Set(ids);
  return libraryControls
    .filter((control) => wanted.has(control.id))
    .map((control) => ({ id: control.id, name: control.name, state: (stateOf.get(control.id) ?? 'not-started') as ControlState }));
}

/**
 * The evidence in scope: not archived, linked to a control in scope and collected inside the period (both days
 * included), with the scoped controls it is linked to. `only` narrows it to one item.
 */
export async function scopedEvidence(db: Reader, guest: AuditorGuest, period: Period, only?: string) {
  const ids = scopedControlIds(guest);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: evidence.id,
      name: evidence.name,
      description: evidence.description,
      type: evidence.type,
      status: evidence.status,
      collectedOn: evidence.collectedOn,
      expiresOn: evidence.expiresOn,
      controlId: evidenceControls.controlId,
    })
    .from(evidence)
    .innerJoin(
      evidenceControls,
      and(eq(evidenceControls.evidenceId, evidence.id), eq(evidenceControls.organizationId, evidence.organizationId)),
    )
    .where(
      and(
        eq(evidence.organizationId, guest.organizationId),
        isNull(evidence.archivedAt),
        inArray(evidenceControls.controlId, ids),
        gte(evidence.collectedOn, period.start),
        lte(evidence.collectedOn, period.end),
        only ? eq(evidence.id, only) : undefined,
      ),
    )
    .orderBy(asc(evidence.collectedOn), asc(evidence.name), asc(evidence.id));
  const byId = new Map<string, Omit<(typeof rows)[number], 'controlId'> & { controls: string[] }>();
  for (const { controlId, ...item } of rows) {
    const kept = byId.get(item.id) ?? { ...item, controls: [] };
    kept.controls.push(controlId);
    byId.set(item.id, kept);
  }
  return [...byId.values()];
}

/**
 * The check runs started inside the period, each with the results of the checks mapped to a control in scope
 * (a run with none of them is left out).
 */
export async function scopedCheckRuns(db: Reader, guest: AuditorGuest, period: Period) {
  const ids = new Set(scopedControlIds(guest));
  const checks = new Map(allChecks.filter((check) => check.controls.some((id) => ids.has(id))).map((check) => [check.id, check]));
  const runs = await db
    .select({ id: checkRuns.id, provider: checkRuns.provider, startedAt: checkRuns.startedAt, results: checkRuns.results })
    .from(checkRuns)
    .where(
      and(
        eq(checkRuns.organizationId, guest.organizationId),
        gte(checkRuns.startedAt, startOfDay(period.start)),
        lt(checkRuns.startedAt, startOfDay(addDays(period.end, 1))),
      ),
    )
    .orderBy(asc(checkRuns.startedAt));
  return runs
    .map((run) => ({
      id: run.id,
      provider: run.provider,
      startedAt: run.startedAt,
      results: run.results
        .filter((result) => checks.has(result.checkId))
        .map((result) => ({ ...result, title: checks.get(result.checkId)?.title ?? result.checkId })),
    }))
    .filter((run) => run.results.length > 0);
}

/** The policy versions in force at some moment of the period, by policy name. `only` narrows it to one version. */
export async function policiesInForce(db: Reader, guest: AuditorGuest, period: Period, only?: string) {
  const rows = await db
    .select({
      id: policyVersions.id,
      policyId: policies.id,
      policyName: policyVersions.name,
      label: policyVersions.label,
      body: policyVersions.body,
      approvedAt: policyVersions.approvedAt,
      approvedByName: policyVersions.approvedByName,
      archivedAt: policies.archivedAt,
    })
    .from(policyVersions)
    .innerJoin(policies, and(eq(policies.id, policyVersions.policyId), eq(policies.organizationId, policyVersions.organizationId)))
    .where(eq(policyVersions.organizationId, guest.organizationId));
  const byPolicy = new Map<string, typeof rows>();
  for (const row of rows) byPolicy.set(row.policyId, [...(byPolicy.get(row.policyId) ?? []), row]);
  const inForce = [...byPolicy.values()].flatMap((versions) => versionsInForce(versions, versions[0]?.archivedAt ?? null, period));
  return inForce
    .filter((version) => !only || version.id === only)
    .sort((a, b) => a.policyName.localeCompare(b.policyName) || a.approvedAt.getTime() - b.approvedAt.getTime());
}
