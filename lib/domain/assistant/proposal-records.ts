import type { AssistantProposalKind, ProposalWrite } from '@/lib/schemas/assistant';

/** The button that confirms a draft of each kind, saying what it writes. */
export const confirmLabels: Record<AssistantProposalKind, string> = {
  'policy-draft': 'Create the Draft policy',
  answer: 'Save the answer',
  owner: 'Set the owner',
  'corrective-action': 'Plan the corrective action',
  'vendor-review': 'Record the review',
};

/** The page of the record a confirmed draft wrote. */
export function writtenRecordHref(write: ProposalWrite, recordId: string): string {
  switch (write.kind) {
    case 'policy-draft':
      return `/manage/policies/${recordId}`;
    case 'answer':
      return `/manage/questionnaires/${write.questionnaireId}`;
    case 'owner':
      return `/manage/frameworkManage?framework=${encodeURIComponent(write.frameworkId)}`;
    case 'corrective-action':
      return '/manage/isms';
    case 'vendor-review':
      return `/manage/vendors/${write.vendorId}`;
  }
}
