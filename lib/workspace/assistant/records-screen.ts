import 'server-only';
import { dayOf } from '@/lib/domain/calendar-days';
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFrameworks } from '@/lib/catalog/library';
import { findingKindLabels, nonconformityStateLabels } from '@/lib/domain/isms/rules';
import type { OnScreenKind } from '@/lib/domain/assistant/records-intents';
import type { AssistantSentence } from '@/lib/schemas/assistant';
import { controlStateLabels } from '@/lib/schemas/frameworks/control-state';
import { evidenceStatusLabels } from '@/lib/schemas/evidence/records';
import { policyStatusLabels } from '@/lib/schemas/policies/records';
import { countingEvidenceByControl, readEvidence } from '../evidence';
import { listControlStates, listOrganizationFrameworks, ownerNamesOf } from '../frameworks';
import { listInternalAudits, readInternalAudit } from '../isms';
import { WorkspaceError, type Member } from '../member';
import { listMembers } from '../organization';
import { getPolicy } from '../policies';
import { citedRecord, counted, sentence } from './records-cite';
import { findingRecord } from './records-due';
import { controlRecord, frameworkRecord } from './records-frameworks';

const requirementTitles = new Map<string, string>(
  libraryFrameworks.flatMap((framework) =>
    framework.groups.flatMap((group) =>
      group.requirements.map((requirement) => [`${framework.id}:${requirement.id}`, requirement.title] as const),
    ),
  ),
);

/** What a control of the library needs: what it asks, the requirements of followed frameworks it meets, its state, owner and evidence. */
async function controlAnswer(member: Member, controlId: string): Promise<AssistantSentence[]> {
  const control = libraryControls.find((candidate) => candidate.id === controlId);
  if (!control) return [];
  const [followed, states, evidence, team] = await Promise.all([
    listOrganizationFrameworks(member),
    listControlStates(member),
    countingEvidenceByControl(member),
    listMembers(member),
  ]);
  const followedIds = new Set(followed.map((row) => row.frameworkId));
  const maps = control.maps.filter((key) => followedIds.has(key.split(':')[0]!));
  const frameworkId = (maps[0] ?? control.maps[0]!).split(':')[0]!;
  const stored = states.get(control.id);
  const state = controlStateLabels[stored?.state ?? 'not-started'];
  const owner = stored?.ownerMemberId ? (await ownerNamesOf(member, states, team)).get(stored.ownerMemberId) : undefined;
  const record = controlRecord(control, frameworkId, state);
  const counting = evidence[control.id] ?? 0;
  const byFramework = new Map<string, string[]>();
  for (const key of maps) {
    const [id, requirement] = [key.split(':')[0]!, key.slice(key.indexOf(':') + 1)];
    byFramework.set(id, [...(byFramework.get(id) ?? []), `${requirement} ${requirementTitles.get(key) ?? ''}`.trim()]);
  }
  return [
    sentence(`${control.id} ${control.name} asks: ${control.asks}`, record),
    ...[...byFramework].map(([id, requirements]) =>
      sentence(`For ${frameworkRecord(id).label} it meets ${requirements.join('; ')}.`, record, frameworkRecord(id)),
    ),
    sentence(`Its state is ${state}${stored?.reason ? ` (${stored.reason})` : ''}, and its owner is ${owner ?? 'unassigned'}.`, record),
    sentence(
      `${counting === 0 ? 'No evidence item counts' : `${counted(counting, 'evidence item')} ${counting === 1 ? 'counts' : 'count'}`} for it; the evidence expected is: ${control.evidence}.`,
      record,
    ),
  ];
}

async function policyAnswer(member: Member, id: string): Promise<AssistantSentence[]> {
  const policy = await getPolicy(member, id);
  const record = citedRecord('policy', policy.id, policy.name, `/manage/policies/${policy.id}`, `version ${policy.versionLabel}`);
  return [
    sentence(`${policy.name} is ${policyStatusLabels[policy.status]}, version ${policy.versionLabel}, owned by ${policy.owner}.`, record),
    ...(policy.description ? [sentence(`It says of itself: ${policy.description}`, record)] : []),
    sentence(
      policy.reviewDueOn
        ? `Its review is due on ${policy.reviewDueOn}, every ${counted(policy.reviewFrequencyMonths, 'month')}.`
        : `It is reviewed every ${counted(policy.reviewFrequencyMonths, 'month')} once approved.`,
      record,
    ),
    ...(policy.approvedByName && policy.approvedAt
      ? [sentence(`${policy.approvedByName} approved it on ${dayOf(policy.approvedAt)}.`, record)]
      : []),
  ];
}

async function findingAnswer(member: Member, id: string): Promise<AssistantSentence[]> {
  const audits = (await listInternalAudits(member)).filter((audit) => audit.findingCount > 0);
  for (const listed of audits) {
    const audit = await readInternalAudit(member, listed.id);
    const finding = audit.findings.find((candidate) => candidate.id === id);
    if (!finding) continue;
    const record = findingRecord(finding, audit.title);
    const state = finding.state ? nonconformityStateLabels[finding.state].toLowerCase() : null;
    return [
      sentence(
        `${finding.reference} is a ${findingKindLabels[finding.kind].toLowerCase()} of the internal audit ${audit.title}: ${finding.description}`,
        record,
      ),
      ...(finding.cause ? [sentence(`Its cause: ${finding.cause}`, record)] : []),
      ...(finding.correctiveAction ? [sentence(`Its corrective action: ${finding.correctiveAction}`, record)] : []),
      ...(state
        ? [
            sentence(
              `It is ${state}, owned by ${finding.ownerName ?? 'nobody yet'}${finding.dueDate ? `, due on ${finding.dueDate}` : ''}.`,
              record,
            ),
          ]
        : []),
    ];
  }
  return [];
}

async function evidenceAnswer(member: Member, id: string): Promise<AssistantSentence[]> {
  const { record: item, expired, controls } = await readEvidence(member, id);
  const record = citedRecord('evidence', item.id, item.name, `/manage/evidence/${item.id}`);
  return [
    sentence(`${item.name} is ${evidenceStatusLabels[item.status]}, collected on ${item.collectedOn}.`, record),
    sentence(item.expiresOn ? `It ${expired ? 'expired' : 'expires'} on ${item.expiresOn}.` : 'It does not expire.', record),
    sentence(
      controls.length > 0
        ? `It is linked to ${controls.map((control) => `${control.id} ${control.name}`).join(', ')}.`
        : 'It is linked to no control.',
      record,
    ),
  ];
}

const answers: Record<Exclude<OnScreenKind, 'framework'>, (member: Member, id: string) => Promise<AssistantSentence[]>> = {
  control: controlAnswer,
  policy: policyAnswer,
  finding: findingAnswer,
  evidence: evidenceAnswer,
};

/** The record on screen, read as the member may read it; one they cannot read (another organization's) answers nothing. */
export async function onScreenAnswer(member: Member, kind: Exclude<OnScreenKind, 'framework'>, id: string): Promise<AssistantSentence[]> {
  try {
    return await answers[kind](member, id);
  } catch (error) {
    if (error instanceof WorkspaceError && (error.kind === 'not-found' || error.kind === 'invalid')) return [];
    throw error;
  }
}
