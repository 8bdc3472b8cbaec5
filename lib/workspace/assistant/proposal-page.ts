import 'server-only';
import type { AssistantProposalView, ProposalWrite } from '@/lib/schemas/assistant';
import { listControlStates } from '../frameworks';
import { readFinding } from '../isms';
import type { Member } from '../member';
import { readQuestion } from '../questionnaires';
import { proposalOf, proposalView } from './proposals';

/** What a draft's page shows: the draft, what it writes, and the version of the record it changes as read now. */
export type ProposalPage = {
  view: AssistantProposalView;
  write: ProposalWrite;
  /** The changed record's version as the member sees it (0 for a new record): confirming refuses a later change. */
  targetVersion: number;
  /** The record a confirmed draft wrote. */
  recordId: string | null;
};

/** The version of the record a draft changes, read now; a new record (a policy, a review) has none. */
async function targetVersionOf(member: Member, write: ProposalWrite): Promise<number> {
  switch (write.kind) {
    case 'answer':
      return (await readQuestion(member, write.questionnaireId, write.questionId)).version;
    case 'owner':
      return (await listControlStates(member)).get(write.controlId)?.version ?? 0;
    case 'corrective-action':
      return (await readFinding(member, write.findingId)).version;
    default:
      return 0;
  }
}

/** The member's own draft as its page shows it (another member's or organization's: not found). */
export async function proposalPage(member: Member, id: string): Promise<ProposalPage> {
  const row = await proposalOf(member, id);
  const { display, ...write } = row.payload;
  void display;
  const targetVersion = row.status === 'proposed' ? await targetVersionOf(member, write as ProposalWrite) : 0;
  return { view: proposalView(row), write: write as ProposalWrite, targetVersion, recordId: row.recordId };
}
