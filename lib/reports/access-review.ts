import { libraryControls } from '@/lib/catalog/controls';
import {
  accessDecisionLabels,
  campaignRecurrenceLabels,
  revokeVerificationLabels,
  type AccessDecision,
  type CampaignRecurrence,
  type RevokeVerification,
} from '@/lib/schemas/access-reviews/records';
import type { ReportDocument } from './document';

/** The library's controls about periodic access review: a closed campaign's record is their evidence. */
export const accessReviewControlIds: readonly string[] = libraryControls
  .filter((control) => /\baccess reviews?\b/i.test(`${control.name} ${control.asks}`))
  .map((control) => control.id);

/** A closed campaign's record as its evidence keeps it. */
export type CampaignRecordContent = {
  organizationName: string;
  campaign: { name: string; dueOn: string; recurrence: CampaignRecurrence; createdByName: string; createdAt: Date };
  closedByName: string;
  closedAt: Date;
  systems: readonly { name: string; reviewerName: string | null; ownerName: string | null; listedAt: Date }[];
  accounts: readonly {
    systemName: string;
    name: string;
    email: string;
    personName: string | null;
    role: string;
    admin: boolean;
    lastActivity: string | null;
    decision: AccessDecision | null;
    reason: string;
    decidedByName: string | null;
    decidedAt: Date | null;
    verification: RevokeVerification | null;
    verifiedAt: Date | null;
  }[];
};

const day = (moment: Date) => moment.toISOString().slice(0, 10);

/** The account's name with its address when they differ. */
const accountText = (account: { name: string; email: string }) =>
  account.email && account.email !== account.name ? `${account.name} (${account.email})` : account.name;

/**
 * The campaign's record for the auditor: who reviewed which system, and every account with its decision, the reason,
 * who decided and when, and how a revoke was verified. Rendered as the evidence's PDF and XLSX.
 */
export function campaignRecordDocument(content: CampaignRecordContent): ReportDocument {
  const { campaign, accounts } = content;
  const count = (decision: AccessDecision) => accounts.filter((account) => account.decision === decision).length;
  return {
    title: `Access review: ${campaign.name}`,
    organizationName: content.organizationName,
    kind: 'Access review',
    period: { start: day(campaign.createdAt), end: day(content.closedAt) },
    generatedAt: content.closedAt,
    notes: '',
    landscape: true,
    sections: [
      {
        heading: 'Campaign',
        paragraphs: [
          `Started by ${campaign.createdByName} on ${day(campaign.createdAt)}, due ${campaign.dueOn}, recurrence ${campaignRecurrenceLabels[campaign.recurrence].toLowerCase()}.`,
          `Closed by ${content.closedByName} on ${day(content.closedAt)}: ${accounts.length} accounts reviewed, ${count('keep')} kept, ${count('revoke')} revoked, ${count('change')} changed.`,
        ],
        tables: [
          {
            title: 'Systems',
            columns: ['System', 'Reviewer', 'Owner', 'Accounts listed'],
            rows: content.systems.map((system) => [system.name, system.reviewerName ?? '', system.ownerName ?? '', system.listedAt]),
          },
        ],
      },
      {
        heading: 'Decisions',
        paragraphs: [
          'Every account of every system, with its decision, the reason given, who decided and when, and the verification of each revoke.',
        ],
        tables: [
          {
            title: 'Decisions',
            columns: ['System', 'Account', 'Person', 'Decision', 'Reason', 'Decided by', 'Decided at', 'Verification'],
            rows: accounts.map((account) => [
              account.systemName,
              accountText(account),
              account.personName ?? 'Unmatched',
              account.decision ? accessDecisionLabels[account.decision] : '',
              account.reason,
              account.decidedByName ?? '',
              account.decidedAt,
              account.verification
                ? `${revokeVerificationLabels[account.verification]}${account.verifiedAt ? ` on ${day(account.verifiedAt)}` : ''}`
                : '',
            ]),
          },
        ],
      },
      {
        heading: 'Accounts',
        paragraphs: ['What each system told of its accounts when the campaign listed them.'],
        tables: [
          {
            title: 'Accounts',
            columns: ['System', 'Account', 'Role', 'Admin', 'Last activity'],
            rows: accounts.map((account) => [
              account.systemName,
              accountText(account),
              account.role,
              account.admin ? 'Yes' : 'No',
              account.lastActivity ?? 'Not told',
            ]),
          },
        ],
      },
    ],
  };
}
