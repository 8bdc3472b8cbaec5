import 'server-only';
import { tool } from 'ai';
import { z } from 'zod';
import type { AssistantCitation, AssistantProposalView, ProposalWrite } from '@/lib/schemas/assistant';
import type { Member } from '../member';
import { proposalPath, proposeDraft } from './proposals';
import type { TurnRecords } from './tool-records';

const cites = z.array(z.string().max(250)).max(20).describe('The refs of the records the draft stands on.');

/** What a proposing tool answers: the draft's id and page, or why it was not made. */
type Proposed = { proposalId: string; page: string; title: string } | { error: string };

/**
 * The proposing tools, offered only to a role that may edit records. Each stores a draft (proposeDraft) and
 * nothing else: the draft waits on its page for the member's click, which runs the ordinary write. A draft must
 * name a record the tools returned in this conversation, so the model cannot aim one at a record it never read.
 */
export function proposeTools(member: Member, records: TurnRecords, conversationId: string, proposed: AssistantProposalView[]) {
  const citationsOf = (refs: readonly string[]): AssistantCitation[] =>
    refs.flatMap((ref) => {
      const record = records.get(ref.trim());
      return record ? [record] : [];
    });

  async function propose(
    write: ProposalWrite,
    draft: { title: string; summary: string; preview: string; cites: readonly string[] },
  ): Promise<Proposed> {
    const view = await proposeDraft(member, {
      title: draft.title,
      summary: draft.summary,
      preview: draft.preview,
      citations: citationsOf(draft.cites),
      payload: write,
      conversationId,
    });
    proposed.push(view);
    return { proposalId: view.id, page: proposalPath(view.id), title: view.title };
  }

  const unknown = (what: string): Proposed => ({ error: `${what} was not returned by a tool in this conversation: read it first.` });

  return {
    propose_policy_draft: tool({
      description: 'Propose a new policy draft (Markdown) for the member to review; nothing is created until they confirm it.',
      inputSchema: z.object({
        title: z.string().trim().min(1).max(200),
        category: z.string().trim().min(1).max(80),
        content: z.string().trim().min(1).max(40_000),
        cites,
      }),
      execute: async ({ title, category, content, cites: refs }) =>
        propose(
          { kind: 'policy-draft', title, category, content, templateId: null },
          { title, summary: `Create the Draft policy '${title}'`, preview: content, cites: refs },
        ),
    }),
    propose_answer: tool({
      description: 'Propose an answer to a question of a customer questionnaire; nothing is saved until the member confirms it.',
      inputSchema: z.object({
        questionnaireId: z.uuid(),
        questionId: z.uuid(),
        answer: z.string().trim().min(1).max(4000),
        cites,
      }),
      execute: async ({ questionnaireId, questionId, answer, cites: refs }) => {
        if (!records.get(`questionnaire:${questionnaireId}`)) return unknown('The questionnaire');
        return propose(
          { kind: 'answer', questionnaireId, questionId, answer },
          { title: 'Questionnaire answer', summary: 'Save this answer to the questionnaire question', preview: answer, cites: refs },
        );
      },
    }),
    propose_control_owner: tool({
      description: 'Propose a team member (a memberId the control tool listed) as the owner of a control.',
      inputSchema: z.object({ framework: z.string().max(40), controlId: z.string().trim().min(1).max(40), memberId: z.uuid(), cites }),
      execute: async ({ framework, controlId, memberId, cites: refs }) => {
        const control = records.get(`control:${controlId}`);
        if (!control) return unknown(`The control ${controlId.slice(0, 40)}`);
        const name = records.knownMembers.get(memberId);
        if (!name) return { error: 'Name an owner from the team the control tool listed.' };
        return propose(
          { kind: 'owner', frameworkId: framework, controlId: control.id, memberId },
          {
            title: `Owner of ${control.label}`,
            summary: `Make ${name} the owner of ${control.label}`,
            preview: name,
            cites: [control.ref, ...refs],
          },
        );
      },
    }),
    propose_corrective_action: tool({
      description: 'Propose the corrective action of an internal audit finding; nothing changes until the member confirms it.',
      inputSchema: z.object({ findingId: z.uuid(), correctiveAction: z.string().trim().min(1).max(4000), cites }),
      execute: async ({ findingId, correctiveAction, cites: refs }) => {
        const finding = records.get(`finding:${findingId}`);
        if (!finding) return unknown('The finding');
        return propose(
          { kind: 'corrective-action', findingId, correctiveAction },
          {
            title: `Corrective action for ${finding.label}`,
            summary: `Set the corrective action of finding ${finding.label}`,
            preview: correctiveAction,
            cites: [finding.ref, ...refs],
          },
        );
      },
    }),
  };
}
