import type { AssistantCitation } from './records';

export const assistantProposalKinds = ['policy-draft', 'answer', 'owner', 'corrective-action', 'vendor-review'] as const;
export type AssistantProposalKind = (typeof assistantProposalKinds)[number];

/** A passage of a vendor's report and the page it came from (1-based), so a reader can check it. */
export type PagedText = { text: string; page: number };

/** What "Read the report" takes from a vendor's SOC 2 report; each part carries the page it came from. */
export type VendorReportReading = {
  documentId: string;
  auditPeriod: { from: string; to: string; page: number } | null;
  opinion: { value: 'unqualified' | 'qualified' | 'adverse' | 'disclaimer'; page: number } | null;
  exceptions: PagedText[];
  subserviceOrganizations: PagedText[];
  /** Complementary user-entity controls, each mapped to the organization's controls it bears on. */
  userEntityControls: (PagedText & { controlIds: string[] })[];
};

/** What a confirmed proposal writes, by kind. Nothing is written before a person confirms it. */
export type AssistantProposalPayload = ProposalWrite & {
  /** What the draft's page shows (kept with the draft, so the page needs no model). */
  display?: Pick<AssistantProposalView, 'summary' | 'preview' | 'citations'>;
};

export type ProposalWrite =
  | { kind: 'policy-draft'; title: string; category: string; content: string; templateId: string | null }
  | { kind: 'answer'; questionnaireId: string; questionId: string; answer: string }
  | { kind: 'owner'; frameworkId: string; controlId: string; memberId: string }
  | { kind: 'corrective-action'; findingId: string; correctiveAction: string; cause?: string }
  | { kind: 'vendor-review'; vendorId: string; reading: VendorReportReading };

/** A proposal as the panel or the record's page shows it. */
export type AssistantProposalView = {
  id: string;
  kind: AssistantProposalKind;
  title: string;
  /** One line: what confirming it will do ("Create the Draft policy 'Access Control'"). */
  summary: string;
  /** The draft itself as text (a policy's Markdown, an answer), shown before confirming. */
  preview: string;
  citations: AssistantCitation[];
  status: 'proposed' | 'confirmed' | 'dismissed';
};
