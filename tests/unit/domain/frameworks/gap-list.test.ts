import type { LibraryControl, LibraryFramework } from '@/lib/catalog/types';
import {
  actionPlanCsv,
  actionPlanFilename,
  actionPlanIssueFilters,
  frameworkGapsOf,
  gapListCsv,
  gapListFilename,
  metText,
  UNASSIGNED,
  type GapControlState,
} from '@/lib/domain/frameworks/gap-list';
import type { Issue } from '@/lib/schemas/ccpa-issues/records';

const framework: LibraryFramework = {
  id: 'ccpa',
  name: 'CCPA/CPRA',
  edition: 'Cal. Civ. Code §1798.100 et seq.',
  groups: [
    {
      id: 'rights',
      title: 'Consumer rights',
      requirements: [
        { id: '1798.105', title: 'Right to delete' },
        { id: '1798.106', title: 'Right to correct' },
      ],
    },
    {
      id: 'notice',
      title: 'Notice',
      requirements: [
        { id: '1798.100(a)', title: 'Notice at collection' },
        { id: '1798.999', title: 'Unmapped duty' },
      ],
    },
  ],
};

const control = (id: string, maps: string[]): LibraryControl => ({
  id,
  name: `Control ${id}`,
  asks: 'Does the thing.',
  evidence: 'Proof',
  owner: 'Privacy',
  maps,
});
const controls = [
  control('PR-01', ['ccpa:1798.105', 'ccpa:1798.106']),
  control('PR-02', ['ccpa:1798.105']),
  control('PR-03', ['ccpa:1798.100(a)']),
  control('PR-04', ['ccpa:1798.100(a)']),
];

const state = (value: Partial<GapControlState> & Pick<GapControlState, 'state'>): GapControlState => ({
  reason: '',
  ownerMemberId: null,
  note: '',
  version: 1,
  ...value,
});
const owners = new Map([['m-1', 'Dana Diaz']]);
/** Every control has current evidence here, so a control counts by its state alone; one test takes evidence away. */
const evidenced = new Set(controls.map((entry) => entry.id));

describe('frameworkGapsOf', () => {
  it('lists every requirement not met, with the controls missing for it, in the standard order', () => {
    const stored = new Map([
      ['PR-01', state({ state: 'implemented' })],
      ['PR-02', state({ state: 'in-progress', ownerMemberId: 'm-1', note: 'Waiting on legal' })],
      ['PR-03', state({ state: 'not-applicable', reason: 'No collection offline' })],
    ]);
    const gaps = frameworkGapsOf(framework, controls, stored, owners, evidenced);
    expect(gaps).toMatchObject({ frameworkId: 'ccpa', name: 'CCPA/CPRA', met: 1, total: 4 });
    expect(gaps.gaps.map((gap) => gap.id)).toEqual(['1798.105', '1798.100(a)', '1798.999']);
    const [deletion, notice, unmapped] = gaps.gaps;
    expect(deletion).toEqual({
      id: '1798.105',
      title: 'Right to delete',
      group: 'Consumer rights',
      due: null,
      missing: [
        {
          id: 'PR-02',
          name: 'Control PR-02',
          state: 'in-progress',
          stateText: 'In Progress',
          owner: 'Dana Diaz',
          note: 'Waiting on legal',
        },
      ],
    });
    // A not-applicable control meets its requirement; a control never touched is Not Started with no owner.
    expect(notice!.missing).toEqual([
      { id: 'PR-04', name: 'Control PR-04', state: 'not-started', stateText: 'Not Started', owner: UNASSIGNED, note: '' },
    ]);
    expect(unmapped).toMatchObject({ id: '1798.999', missing: [] });
  });

  it('lists an implemented control without current evidence as missing, saying it needs evidence', () => {
    const stored = new Map(controls.map((item) => [item.id, state({ state: 'implemented' })]));
    const withoutPr01 = new Set([...evidenced].filter((id) => id !== 'PR-01'));
    const gaps = frameworkGapsOf(framework, controls, stored, owners, withoutPr01);
    expect(gaps.gaps.map((gap) => gap.id)).toEqual(['1798.105', '1798.106', '1798.999']);
    expect(gaps.gaps[0]!.missing).toEqual([
      { id: 'PR-01', name: 'Control PR-01', state: 'implemented', stateText: 'Implemented, needs evidence', owner: UNASSIGNED, note: '' },
    ]);
  });

  it('meets a requirement once all its controls are implemented or not applicable', () => {
    const stored = new Map(controls.map((item) => [item.id, state({ state: 'implemented' })]));
    const gaps = frameworkGapsOf(framework, controls, stored, owners, evidenced);
    expect(gaps.met).toBe(3);
    expect(gaps.gaps.map((gap) => gap.id)).toEqual(['1798.999']);
  });

  it('names an owner who is not among the names as Unassigned, and says Unassigned for controls without one', () => {
    const stored = new Map([['PR-02', state({ state: 'not-started', ownerMemberId: 'm-gone' })]]);
    const [deletion] = frameworkGapsOf(framework, controls, stored, owners, evidenced).gaps;
    expect(deletion!.missing.map((item) => [item.id, item.owner])).toEqual([
      ['PR-01', UNASSIGNED],
      ['PR-02', UNASSIGNED],
    ]);
  });

  it("dates a gap by its missing controls' earliest due date, else the target audit date, else none", () => {
    const stored = new Map([
      ['PR-01', state({ state: 'not-started', dueDate: '2027-03-01' })],
      ['PR-02', state({ state: 'in-progress', dueDate: '2027-01-15' })],
      ['PR-03', state({ state: 'implemented', dueDate: '2026-01-01' })],
    ]);
    const dated = frameworkGapsOf(framework, controls, stored, owners, evidenced, { targetAuditDate: '2027-06-30' }).gaps;
    expect(dated.map((gap) => [gap.id, gap.due])).toEqual([
      ['1798.105', '2027-01-15'],
      ['1798.106', '2027-03-01'],
      // PR-03's date does not count: it is implemented; PR-04 has none, so the audit date applies.
      ['1798.100(a)', '2027-06-30'],
      ['1798.999', '2027-06-30'],
    ]);
    expect(frameworkGapsOf(framework, controls, new Map(), owners, evidenced).gaps.every((gap) => gap.due === null)).toBe(true);
  });

  it('says how many requirements the controls already meet', () => {
    expect(metText({ met: 12, total: 20 })).toBe('12 of 20 requirements already met by your controls.');
  });
});

describe('gapListCsv', () => {
  it('writes one row per missing control, and one for a requirement no control maps to', () => {
    const stored = new Map([['PR-02', state({ state: 'in-progress', ownerMemberId: 'm-1', note: 'Waiting, on "legal"' })]]);
    const csv = gapListCsv([frameworkGapsOf(framework, controls, stored, owners, evidenced, { targetAuditDate: '2027-06-30' })]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Framework,Requirement,Title,Control,State,Owner,Note,Due Date');
    expect(lines[1]).toBe('CCPA/CPRA,1798.105,Right to delete,PR-01 Control PR-01,Not Started,Unassigned,,2027-06-30');
    expect(lines[2]).toBe(
      'CCPA/CPRA,1798.105,Right to delete,PR-02 Control PR-02,In Progress,Dana Diaz,"Waiting, on ""legal""",2027-06-30',
    );
    expect(lines.at(-2)).toBe('CCPA/CPRA,1798.999,Unmapped duty,No mapped control,,Unassigned,,2027-06-30');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(gapListCsv([])).toBe('Framework,Requirement,Title,Control,State,Owner,Note,Due Date\r\n');
  });

  it('makes every cell that starts with = + - or @ safe from spreadsheet formulas', () => {
    const hostile = new Map([
      ['PR-01', state({ state: 'not-started', ownerMemberId: 'm-1', note: '=HYPERLINK("http://x","y")' })],
      ['PR-02', state({ state: 'not-started', ownerMemberId: 'm-2', note: '+1' })],
      ['PR-03', state({ state: 'not-started', ownerMemberId: 'm-3', note: '-2' })],
      ['PR-04', state({ state: 'not-started', note: '@SUM(A1)' })],
    ]);
    const names = new Map([
      ['m-1', '=cmd|calc'],
      ['m-2', '@Evil'],
      ['m-3', '-Minus'],
    ]);
    const csv = gapListCsv([frameworkGapsOf(framework, controls, hostile, names, evidenced)]);
    expect(csv).toContain(`'=cmd|calc,"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csv).toContain("'@Evil,'+1");
    expect(csv).toContain("'-Minus,'-2");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it('names the file after the framework (or all of them) and the day', () => {
    expect(gapListFilename('soc2', '2026-11-25')).toBe('soc2-gap-list-2026-11-25.csv');
    expect(gapListFilename(null, '2026-11-25')).toBe('all-frameworks-gap-list-2026-11-25.csv');
    expect(actionPlanFilename('2026-11-25')).toBe('ccpa-action-plan-2026-11-25.csv');
  });
});

describe('actionPlanCsv', () => {
  const issue = (value: Partial<Issue>): Issue => ({
    id: 'i-1',
    reference: 'CCPA-2026-001',
    title: 'Opt-out link missing',
    description: 'Footer lacks the link.',
    priority: 'high',
    category: 'opt-out',
    tags: [],
    assignee: 'Dana Diaz',
    assigneeMemberId: 'm-1',
    dueDate: '2026-12-01',
    status: 'open',
    version: 1,
    ...value,
  });

  it('lists the CCPA gaps, then the open issues with assignee, priority and due date', () => {
    const gaps = frameworkGapsOf(
      framework,
      controls,
      new Map([
        ['PR-01', state({ state: 'implemented' })],
        ['PR-02', state({ state: 'implemented' })],
      ]),
      owners,
      evidenced,
    );
    const csv = actionPlanCsv(gaps, [
      issue({}),
      issue({ reference: 'CCPA-2026-002', title: '=bad()', assignee: null, status: 'in-progress' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Type,Reference,Title,Control,State,Owner,Priority,Due Date,Note',
      'Requirement gap,1798.100(a),Notice at collection,PR-03 Control PR-03,Not Started,Unassigned,,,',
      'Requirement gap,1798.100(a),Notice at collection,PR-04 Control PR-04,Not Started,Unassigned,,,',
      'Requirement gap,1798.999,Unmapped duty,No mapped control,,Unassigned,,,',
      'Issue,CCPA-2026-001,Opt-out link missing,,Open,Dana Diaz,high,2026-12-01,Footer lacks the link.',
      "Issue,CCPA-2026-002,'=bad(),,In Progress,Unassigned,high,2026-12-01,Footer lacks the link.",
      '',
    ]);
  });
});

describe('actionPlanIssueFilters', () => {
  it("keeps the screen's filters, among the open and in-progress issues only", () => {
    const filters = { search: 'link', priority: 'high', category: '', tag: 'overdue' };
    expect(actionPlanIssueFilters({ ...filters, status: '' })).toEqual({ ...filters, status: '' });
    expect(actionPlanIssueFilters({ ...filters, status: 'open' })).toEqual({ ...filters, status: 'open' });
    expect(actionPlanIssueFilters({ ...filters, status: 'in-progress' }).status).toBe('in-progress');
    expect(actionPlanIssueFilters({ ...filters, status: 'closed' }).status).toBe('');
    expect(actionPlanIssueFilters({ ...filters, status: 'all' }).status).toBe('');
  });
});
