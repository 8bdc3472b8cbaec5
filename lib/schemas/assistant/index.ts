export { assistantRecordKinds, refOf, type AssistantCitation, type AssistantRecordKind, type AssistantToolRecord } from './records';
export {
  assistantProposalKinds,
  type AssistantProposalKind,
  type AssistantProposalPayload,
  type AssistantProposalView,
  type PagedText,
  type ProposalWrite,
  type VendorReportReading,
} from './proposals';
export {
  assistantPageSchema,
  assistantQuestionSchema,
  type AssistantPage,
  type AssistantQuestion,
  type AssistantReply,
  type AssistantSentence,
  type AssistantTurn,
} from './reply';
