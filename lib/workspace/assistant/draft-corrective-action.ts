import 'server-only';
import type { LanguageModel } from 'ai';
import { z } from 'zod';
import { asData } from '@/lib/domain/assistant/as-data';
import { controlsOfFinding } from '@/lib/domain/assistant/finding-controls';
import { refOf, type AssistantCitation, type AssistantProposalView } from '@/lib/schemas/assistant';
import { readFinding } from '../isms';
import { WorkspaceError, type Member } from '../member';
import { draftObject, draftingModel } from './drafting-call';
import { proposeDraft } from './proposals';

const draftedActionSchema = z.object({
  cause: z.string().trim().min(1).max(2000),
  correctiveAction: z.string().trim().min(1).max(2000),
});

const SYSTEM = [
  'You draft the root cause and the corrective action of a nonconformity found in an ISO 27001 internal audit,',
  'from the finding and the controls it concerns. The action removes the cause, names concrete steps and how their',
  'effect will be checked, and invents no facts.',
  'Answer with a JSON object: "cause" and "correctiveAction", each a few sentences of plain text.',
].join(' ');

/**
 * "Draft with the assistant" on a nonconformity: one model request drafts its cause and corrective action from the
 * finding and the controls it names, and answers the draft proposed to the member.
 */
export async function draftCorrectiveAction(
  member: Member,
  findingId: string,
  model?: LanguageModel | null,
): Promise<AssistantProposalView> {
  const finding = await readFinding(member, findingId);
  if (finding.state === null) throw new WorkspaceError('invalid', 'An observation has no corrective action. Only a nonconformity does.');
  const chosen = await draftingModel(member, model);
  const controls = controlsOfFinding(finding);
  const citations: AssistantCitation[] = [
    {
      ref: refOf('finding', finding.id),
      kind: 'finding',
      id: finding.id,
      label: `Nonconformity ${finding.reference}`,
      href: `/manage/isms/audits/${finding.auditId}`,
    },
    ...controls.map((control) => ({
      ref: refOf('control', control.id),
      kind: 'control' as const,
      id: control.id,
      label: `${control.id} ${control.name}`,
      href: '/manage/frameworkManage',
    })),
  ];
  const prompt = [
    'Draft the cause and corrective action of this nonconformity.',
    asData('finding', `${finding.reference}: ${finding.description}`),
    ...(finding.cause ? [asData('cause recorded so far', finding.cause)] : []),
    asData('controls it concerns', controls.map((control) => `${control.id} ${control.name}: ${control.asks}`).join('\n') || 'none named'),
  ].join('\n\n');
  const drafted = await draftObject(member, chosen, { system: SYSTEM, prompt, schema: draftedActionSchema });
  return proposeDraft(member, {
    title: `Corrective action for ${finding.reference}`,
    summary: `Plan the corrective action of the nonconformity ${finding.reference} with the drafted cause.`,
    preview: `${drafted.cause}\n\n${drafted.correctiveAction}`,
    citations,
    payload: { kind: 'corrective-action', findingId: finding.id, correctiveAction: drafted.correctiveAction, cause: drafted.cause },
  });
}
