import type { VendorReportReading } from '@/lib/schemas/assistant';
import type { VendorReviewConclusion } from '@/lib/schemas/vendors/records';

const opinionWords = {
  unqualified: 'unqualified (clean)',
  qualified: 'qualified',
  adverse: 'adverse',
  disclaimer: 'a disclaimer of opinion',
} as const;

/**
 * The conclusion a review of the report starts from: a clean opinion with no exceptions approves, an adverse opinion
 * or a disclaimer rejects, anything else (a qualified opinion, exceptions, no opinion found) approves with conditions.
 * The person confirming the review reads it first.
 */
export function reviewConclusionOf(reading: VendorReportReading): VendorReviewConclusion {
  const opinion = reading.opinion?.value;
  if (opinion === 'adverse' || opinion === 'disclaimer') return 'rejected';
  if (opinion === 'unqualified' && reading.exceptions.length === 0) return 'approved';
  return 'approved-with-conditions';
}

const listed = (title: string, items: { text: string; page: number }[], none: string) =>
  items.length === 0 ? [`${title}: ${none}`] : [`${title}:`, ...items.map((item) => `- ${item.text} (page ${item.page})`)];

/** The review's notes: the period, the opinion, each exception and user-entity control with its page. */
export function reviewNotesOf(reading: VendorReportReading, documentName: string): string {
  const period = reading.auditPeriod
    ? `Audit period: ${reading.auditPeriod.from} to ${reading.auditPeriod.to} (page ${reading.auditPeriod.page}).`
    : 'Audit period: not found in the report.';
  const opinion = reading.opinion
    ? `Opinion: ${opinionWords[reading.opinion.value]} (page ${reading.opinion.page}).`
    : 'Opinion: not found in the report.';
  return [
    `Read from ${documentName}.`,
    period,
    opinion,
    ...listed('Exceptions', reading.exceptions, 'none found.'),
    ...listed('Subservice organizations', reading.subserviceOrganizations, 'none found.'),
    ...listed('Complementary user-entity controls', reading.userEntityControls, 'none found.'),
  ]
    .join('\n')
    .slice(0, 4000);
}
