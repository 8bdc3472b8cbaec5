import { buildReportDocument, type ReportContentRequest } from '@/lib/reports/content';
import type { ReportControl, ReportData, ReportEvidence, ReportFramework, ReportRequirement } from '@/lib/reports/data';
import type { ReportCell, ReportDocument, ReportTable } from '@/lib/reports/document';
import type { ReportType } from '@/lib/schemas/reports/records';

const control = (id: string, state: ReportControl['state'], extra: Partial<ReportControl> = {}): ReportControl => ({
  id,
  name: `Control ${id}`,
  state,
  reason: '',
  owner: null,
  evidence: [],
  ...extra,
});

const requirement = (id: string, controls: ReportControl[], group = 'CC6 Logical access'): ReportRequirement => ({
  id,
  title: `Requirement ${id}`,
  group,
  met: controls.length > 0 && controls.every((entry) => entry.state === 'implemented' || entry.state === 'not-applicable'),
  controls,
});

const framework = (
  id: string,
  name: string,
  requirements: ReportRequirement[],
  status: ReportFramework['status'] = 'progress',
): ReportFramework => {
  const met = requirements.filter((entry) => entry.met).length;
  return {
    id,
    name,
    edition: `${name} edition`,
    status,
    progress: { met, total: requirements.length, percent: Math.floor((met * 100) / requirements.length) },
    requirements,
  };
};

const evidenceItem = (name: string, extra: Partial<ReportEvidence> = {}): ReportEvidence => ({
  id: `ev-${name}`,
  name,
  type: 'document',
  framework: 'soc2',
  status: 'verified',
  collectedOn: '2026-01-10',
  expiresOn: null,
  expired: false,
  expiresInPeriod: false,
  controls: [],
  ...extra,
});

const accessReview = control('AC-03', 'implemented', { owner: 'Ana Admin', evidence: ['Access review Q1'] });
const mfa = control('AC-05', 'in-progress', { owner: 'Ben Member' });
const logging = control('OPS-01', 'not-started');
const notApplicable = control('PHY-01', 'not-applicable', { reason: 'Fully remote company', owner: 'Ana Admin' });
const privacyNotice = control('PRV-02', 'implemented', { owner: 'Cleo Privacy' });

const soc2 = framework(
  'soc2',
  'SOC 2 Type II',
  [
    requirement('CC6.1', [accessReview, notApplicable]),
    requirement('CC6.2', [accessReview, mfa]),
    requirement('CC7.2', [logging], 'CC7 System operations'),
    requirement('CC9.9', []),
  ],
  'active',
);
const gdpr = framework('gdpr', 'GDPR', [
  requirement('Art. 13', [privacyNotice], 'Transparency'),
  requirement('Art. 32', [accessReview, mfa], 'Security of processing'),
]);

function sampleData(overrides: Partial<ReportData> = {}): ReportData {
  const items = [
    evidenceItem('Access review Q1', { controls: ['AC-03'] }),
    evidenceItem('Firewall rules', { status: 'pending', expiresOn: '2026-03-15', expiresInPeriod: true }),
    evidenceItem('Old pen test', { status: 'verified', expiresOn: '2025-12-01', expired: true, framework: 'gdpr' }),
  ];
  return {
    today: '2026-02-01',
    period: { start: '2026-01-01', end: '2026-03-31' },
    frameworks: [soc2, gdpr],
    complianceScore: 42,
    evidence: { summary: { total: 3, verified: 2, pending: 1, failed: 0, expired: 1, expiringInPeriod: 1 }, items },
    policies: [
      {
        id: 'p1',
        name: 'Access Control Policy',
        version: 'v1.2',
        status: 'approved',
        owner: 'Ana Admin',
        frameworks: ['soc2', 'gdpr'],
        reviewDueOn: '2026-03-01',
      },
      {
        id: 'p2',
        name: 'Retention Policy',
        version: 'v1.0',
        status: 'expired',
        owner: 'Cleo Privacy',
        frameworks: ['gdpr'],
        reviewDueOn: '2025-10-01',
      },
      {
        id: 'p3',
        name: 'Vendor Policy',
        version: 'v2.0',
        status: 'approved',
        owner: 'Ben Member',
        frameworks: ['soc2'],
        reviewDueOn: '2027-01-01',
      },
      { id: 'p4', name: 'Draft Policy', version: 'v1.0', status: 'draft', owner: 'Ben Member', frameworks: ['soc2'], reviewDueOn: null },
    ],
    audits: [
      {
        id: 'a1',
        name: 'SOC 2 readiness',
        type: 'internal',
        framework: 'soc2',
        auditor: 'Internal team',
        startOn: '2026-02-10',
        endOn: '2026-02-12',
        observationStartOn: '2026-01-05',
        observationEndOn: '2026-02-06',
        status: 'completed',
        result: 'Pass',
      },
    ],
    nextAudit: {
      id: 'a2',
      name: 'SOC 2 Type II audit',
      type: 'external',
      framework: 'soc2',
      auditor: 'Audit & Co',
      startOn: '2026-05-04',
      endOn: '2026-05-08',
      observationStartOn: null,
      observationEndOn: null,
      status: 'scheduled',
      result: 'Pending',
    },
    issues: [
      {
        reference: 'CCPA-2026-002',
        title: 'Opt-out link missing',
        priority: 'critical',
        status: 'open',
        assignee: 'Cleo Privacy',
        dueOn: '2026-02-20',
      },
      {
        reference: 'CCPA-2026-001',
        title: 'Deletion backlog',
        priority: 'medium',
        status: 'in-progress',
        assignee: null,
        dueOn: '2026-03-01',
      },
    ],
    ...overrides,
  };
}

const request = (type: ReportType): ReportContentRequest => ({
  name: `Q1 ${type} report`,
  type,
  notes: 'For the board.',
  startOn: '2026-01-01',
  endOn: '2026-03-31',
  generatedAt: new Date('2026-04-01T09:30:00Z'),
});

const build = (type: ReportType, data = sampleData()) => buildReportDocument(request(type), 'Acme Health', data);

function tableNamed(doc: ReportDocument, title: string): ReportTable {
  const found = doc.sections.flatMap((section) => section.tables).find((candidate) => candidate.title === title);
  if (!found)
    throw new Error(
      `No table "${title}" in ${doc.sections.flatMap((section) => section.tables.map((candidate) => candidate.title)).join(', ')}`,
    );
  return found;
}

/** The cells of a table's rows under `column`. */
function column(table: ReportTable, name: string): ReportCell[] {
  const index = table.columns.indexOf(name);
  if (index < 0) throw new Error(`No column "${name}" in ${table.title}`);
  return table.rows.map((row) => row[index] ?? null);
}

/** A table's rows as objects keyed by column, for readable expectations. */
const records = (table: ReportTable) => table.rows.map((row) => Object.fromEntries(table.columns.map((name, index) => [name, row[index]])));

const allTables = (doc: ReportDocument) => doc.sections.flatMap((section) => section.tables);
const rowCount = (doc: ReportDocument) => allTables(doc).reduce((sum, table) => sum + table.rows.length, 0);

describe('buildReportDocument', () => {
  it('carries the request: title, organization, kind label, period, generated time and notes', () => {
    const doc = build('gap-analysis');
    expect(doc).toMatchObject({
      title: 'Q1 gap-analysis report',
      organizationName: 'Acme Health',
      kind: 'Gap Analysis',
      period: { start: '2026-01-01', end: '2026-03-31' },
      notes: 'For the board.',
    });
    expect(doc.generatedAt.toISOString()).toBe('2026-04-01T09:30:00.000Z');
    expect(build('executive').kind).toBe('Executive');
    expect(build('security').kind).toBe('Security');
  });

  it('is deterministic and every table row has one cell per column', () => {
    for (const type of ['framework', 'audit', 'executive', 'security', 'gap-analysis'] as const) {
      const doc = build(type);
      expect(build(type)).toEqual(doc);
      for (const table of allTables(doc)) for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
    }
  });

  describe('framework', () => {
    const doc = build('framework');

    it('has an overview and one section per framework, in the data order', () => {
      expect(doc.sections.map((section) => section.heading)).toEqual(['Overview', 'SOC 2 Type II', 'GDPR']);
      expect(doc.sections[0]!.paragraphs.join(' ')).toContain('42%');
    });

    it('states progress with numbers per framework', () => {
      expect(records(tableNamed(doc, 'Framework progress'))).toEqual([
        {
          Framework: 'SOC 2 Type II',
          Status: 'Active',
          'Requirements met': 1,
          Requirements: 4,
          'Progress %': 25,
          'Requirements not met': 3,
        },
        { Framework: 'GDPR', Status: 'In Progress', 'Requirements met': 1, Requirements: 2, 'Progress %': 50, 'Requirements not met': 1 },
      ]);
    });

    it('lists each requirement with each of its controls, state, owner and current evidence', () => {
      const table = tableNamed(doc, 'SOC 2 Type II requirements');
      expect(table.rows).toHaveLength(6);
      expect(records(table)[0]).toEqual({
        Requirement: 'CC6.1',
        Title: 'Requirement CC6.1',
        Group: 'CC6 Logical access',
        Met: 'Yes',
        Control: 'AC-03',
        'Control name': 'Control AC-03',
        State: 'Implemented',
        Owner: 'Ana Admin',
        'Current evidence': 'Access review Q1',
      });
      expect(records(table)[1]).toMatchObject({ Control: 'PHY-01', State: 'Not Applicable (Fully remote company)' });
      expect(records(table).find((row) => row.Control === 'OPS-01')).toMatchObject({ Met: 'No', Owner: 'No owner', State: 'Not Started' });
      expect(records(table).find((row) => row.Requirement === 'CC9.9')).toMatchObject({ Control: null, State: 'No control mapped' });
    });

    it('counts the distinct controls by state and lists the gaps only', () => {
      expect(records(tableNamed(doc, 'SOC 2 Type II control states'))).toEqual([
        { State: 'Not Started', Controls: 1 },
        { State: 'In Progress', Controls: 1 },
        { State: 'Implemented', Controls: 1 },
        { State: 'Not Applicable', Controls: 1 },
      ]);
      expect([...new Set(column(tableNamed(doc, 'SOC 2 Type II gaps'), 'Requirement'))]).toEqual(['CC6.2', 'CC7.2', 'CC9.9']);
    });

    it('says when the library does not measure a framework, with no tables for it', () => {
      const coming: ReportFramework = { id: 'sox', name: 'SOX', edition: '', status: null, progress: null, requirements: [] };
      const withComing = build('framework', sampleData({ frameworks: [soc2, coming] }));
      const section = withComing.sections.find((entry) => entry.heading === 'SOX')!;
      expect(section.tables).toEqual([]);
      expect(section.paragraphs.join(' ')).toMatch(/does not hold this framework's requirements/);
      expect(records(tableNamed(withComing, 'Framework progress'))[1]).toEqual({
        Framework: 'SOX',
        Status: 'Not followed',
        'Requirements met': null,
        Requirements: null,
        'Progress %': null,
        'Requirements not met': null,
      });
    });
  });

  describe('audit', () => {
    const doc = build('audit');

    it('covers readiness, the audits of the period, evidence and policies', () => {
      expect(doc.sections.map((section) => section.heading)).toEqual(['Readiness', 'Audits in the period', 'Evidence', 'Policies']);
      expect(doc.sections[0]!.paragraphs.join(' ')).toContain('SOC 2 Type II audit');
    });

    it('measures readiness and evidence coverage per framework from the controls', () => {
      expect(records(tableNamed(doc, 'Readiness by framework'))[0]).toEqual({
        Framework: 'SOC 2 Type II',
        Status: 'Active',
        'Progress %': 25,
        'Requirements not met': 3,
        Controls: 4,
        'Controls done': 2,
        'Controls with current evidence': 1,
        'Evidence coverage %': 25,
      });
      expect(records(tableNamed(doc, 'Evidence coverage'))[1]).toEqual({
        Framework: 'GDPR',
        Controls: 3,
        'Controls with current evidence': 1,
        'Coverage %': 33,
      });
    });

    it('types dates as dates and lists the audits with their results', () => {
      const [audit] = records(tableNamed(doc, 'Audits in the period'));
      expect(audit).toMatchObject({ Audit: 'SOC 2 readiness', Type: 'Internal', Framework: 'SOC 2', Status: 'Completed', Result: 'Pass' });
      expect(audit!.Start).toEqual(new Date('2026-02-10T00:00:00Z'));
      expect(audit!.End).toEqual(new Date('2026-02-12T00:00:00Z'));
    });

    it('states the observation period of an audit that covers one, in its row and in words', () => {
      const [audit] = records(tableNamed(doc, 'Audits in the period'));
      expect(audit!['Observed from']).toEqual(new Date('2026-01-05T00:00:00Z'));
      expect(audit!['Observed to']).toEqual(new Date('2026-02-06T00:00:00Z'));
      const section = doc.sections.find((entry) => entry.heading === 'Audits in the period')!;
      expect(section.paragraphs).toContain('SOC 2 readiness has the observation period 2026-01-05 to 2026-02-06.');

      const unobserved = build(
        'audit',
        sampleData({ audits: [{ ...sampleData().audits[0]!, observationStartOn: null, observationEndOn: null }] }),
      );
      const [row] = records(tableNamed(unobserved, 'Audits in the period'));
      expect(row).toMatchObject({ 'Observed from': null, 'Observed to': null });
      const quiet = unobserved.sections.find((entry) => entry.heading === 'Audits in the period')!;
      expect(quiet.paragraphs.some((text) => text.includes('observation period'))).toBe(false);
    });

    it('summarises the evidence and lists what expires in the period', () => {
      expect(records(tableNamed(doc, 'Evidence summary'))).toContainEqual({ Measure: 'Expiring in the period', Items: 1 });
      expect(records(tableNamed(doc, 'Evidence expiring in the period'))).toEqual([
        {
          Evidence: 'Firewall rules',
          Framework: 'SOC 2',
          Status: 'Pending Review',
          Expires: new Date('2026-03-15T00:00:00Z'),
          Expired: 'No',
        },
      ]);
      expect(column(tableNamed(doc, 'Evidence'), 'Evidence')).toEqual(['Access review Q1', 'Firewall rules', 'Old pen test']);
      expect(column(tableNamed(doc, 'Evidence'), 'Expired')).toEqual(['No', 'No', 'Yes']);
    });

    it('lists the policies with their computed status and review day', () => {
      const rows = records(tableNamed(doc, 'Policies'));
      expect(rows.map((row) => row.Status)).toEqual(['Approved', 'Expired', 'Approved', 'Draft']);
      expect(rows[0]).toMatchObject({
        Version: 'v1.2',
        Owner: 'Ana Admin',
        Frameworks: 'SOC 2, GDPR',
        'Review due': new Date('2026-03-01T00:00:00Z'),
      });
      expect(rows[3]!['Review due']).toBeNull();
      expect(doc.sections[3]!.paragraphs[0]).toMatch(/4 policies cover these frameworks; 2 are due for review by 2026-03-31/);
    });

    it('says so when no audit falls in the period, and leaves the empty table out', () => {
      const quiet = build('audit', sampleData({ audits: [] }));
      const section = quiet.sections.find((entry) => entry.heading === 'Audits in the period')!;
      expect(section.tables).toEqual([]);
      expect(section.paragraphs[0]).toMatch(/No audit of these frameworks falls between 2026-01-01 and 2026-03-31/);
    });
  });

  describe('executive', () => {
    it('sums up in two sections: score, gaps, expiring evidence, policies due, open issues and the next audit', () => {
      const doc = build('executive');
      expect(doc.sections.map((section) => section.heading)).toEqual(['Summary', 'Frameworks']);
      expect(records(tableNamed(doc, 'Key figures'))).toEqual([
        { Measure: 'Compliance score %', Value: 42 },
        { Measure: 'Frameworks in this report', Value: 2 },
        { Measure: 'Requirements not met', Value: 4 },
        { Measure: 'Evidence expiring in the period', Value: 1 },
        { Measure: 'Evidence expired', Value: 1 },
        { Measure: 'Policies due for review by 2026-03-31', Value: 2 },
        { Measure: 'Open CCPA issues', Value: 2 },
        { Measure: 'Next audit', Value: 'SOC 2 Type II audit (2026-05-04)' },
      ]);
      expect(column(tableNamed(doc, 'Framework progress'), 'Progress %')).toEqual([25, 50]);
    });

    it('stays short however large the records are', () => {
      const many = Array.from({ length: 300 }, (_, index) => requirement(`R${index}`, [control(`AC-${index}`, 'not-started')]));
      const big = framework('iso27001', 'ISO 27001', many);
      const items = Array.from({ length: 200 }, (_, index) =>
        evidenceItem(`Item ${String(index).padStart(3, '0')}`, { expiresOn: '2026-02-01', expiresInPeriod: true }),
      );
      const data = sampleData({
        frameworks: [soc2, gdpr, big],
        evidence: { summary: { total: 200, verified: 200, pending: 0, failed: 0, expired: 0, expiringInPeriod: 200 }, items },
      });
      const doc = build('executive', data);
      expect(doc.sections).toHaveLength(2);
      expect(rowCount(doc)).toBeLessThanOrEqual(12);
      expect(doc.sections.flatMap((section) => section.paragraphs).length).toBeLessThanOrEqual(8);
      expect(records(tableNamed(doc, 'Key figures')).find((row) => row.Measure === 'Requirements not met')!.Value).toBe(304);
      // The same records in a gap analysis list every one of them.
      expect(rowCount(build('gap-analysis', data))).toBeGreaterThan(300);
    });

    it('says when there is no score yet and no audit planned', () => {
      const doc = build('executive', sampleData({ complianceScore: null, nextAudit: null }));
      const figures = records(tableNamed(doc, 'Key figures'));
      expect(figures[0]).toEqual({ Measure: 'Compliance score %', Value: null });
      expect(figures[7]).toEqual({ Measure: 'Next audit', Value: 'None scheduled' });
      expect(doc.sections[0]!.paragraphs.join(' ')).toMatch(/no compliance score yet/);
    });
  });

  describe('security', () => {
    const doc = build('security');

    it('covers control status, the controls, evidence coverage and open issues', () => {
      expect(doc.sections.map((section) => section.heading)).toEqual(['Control status', 'Controls', 'Evidence coverage', 'Open issues']);
    });

    it('counts the distinct controls of every framework by domain and by state', () => {
      expect(records(tableNamed(doc, 'Controls by domain'))).toEqual([
        {
          Domain: 'Access control and authentication',
          Controls: 2,
          Implemented: 1,
          'Not Applicable': 0,
          'In Progress': 1,
          'Not Started': 0,
          'Done %': 50,
        },
        {
          Domain: 'Operations, logging and monitoring',
          Controls: 1,
          Implemented: 0,
          'Not Applicable': 0,
          'In Progress': 0,
          'Not Started': 1,
          'Done %': 0,
        },
        {
          Domain: 'Physical security',
          Controls: 1,
          Implemented: 0,
          'Not Applicable': 1,
          'In Progress': 0,
          'Not Started': 0,
          'Done %': 100,
        },
        { Domain: 'Privacy', Controls: 1, Implemented: 1, 'Not Applicable': 0, 'In Progress': 0, 'Not Started': 0, 'Done %': 100 },
      ]);
      expect(column(tableNamed(doc, 'Controls by state'), 'Controls')).toEqual([1, 1, 2, 1]);
    });

    it('lists each control once, with the frameworks it serves', () => {
      const rows = records(tableNamed(doc, 'Control status'));
      expect(rows.map((row) => row.Control)).toEqual(['AC-03', 'AC-05', 'OPS-01', 'PHY-01', 'PRV-02']);
      expect(rows[0]).toMatchObject({ Frameworks: 'SOC 2 Type II, GDPR', Owner: 'Ana Admin', 'Current evidence': 'Access review Q1' });
    });

    it('lists the open issues as given, unassigned ones said so', () => {
      expect(records(tableNamed(doc, 'Open CCPA issues'))).toEqual([
        {
          Reference: 'CCPA-2026-002',
          Title: 'Opt-out link missing',
          Priority: 'Critical',
          Status: 'Open',
          Assignee: 'Cleo Privacy',
          Due: new Date('2026-02-20T00:00:00Z'),
        },
        {
          Reference: 'CCPA-2026-001',
          Title: 'Deletion backlog',
          Priority: 'Medium',
          Status: 'In Progress',
          Assignee: 'Unassigned',
          Due: new Date('2026-03-01T00:00:00Z'),
        },
      ]);
      const none = build('security', sampleData({ issues: [] }));
      expect(none.sections[3]).toEqual({ heading: 'Open issues', paragraphs: ['There are no open CCPA issues.'], tables: [] });
    });
  });

  describe('gap-analysis', () => {
    it('lists every unmet requirement of every framework with all its controls, states and owners', () => {
      const doc = build('gap-analysis');
      expect(doc.sections.map((section) => section.heading)).toEqual([
        'Summary',
        'SOC 2 Type II: requirements not met',
        'GDPR: requirements not met',
      ]);
      const unmet = [soc2, gdpr].flatMap((entry) =>
        entry.requirements.filter((item) => !item.met).map((item) => `${entry.name} ${item.id}`),
      );
      const listed = [tableNamed(doc, 'SOC 2 Type II gaps'), tableNamed(doc, 'GDPR gaps')].flatMap((table) =>
        [...new Set(column(table, 'Requirement'))].map((id) => `${table.title.replace(/ gaps$/, '')} ${String(id)}`),
      );
      expect(listed).toEqual(unmet);
      expect(records(tableNamed(doc, 'SOC 2 Type II gaps')).filter((row) => row.Requirement === 'CC6.2')).toEqual([
        {
          Requirement: 'CC6.2',
          Title: 'Requirement CC6.2',
          Group: 'CC6 Logical access',
          Control: 'AC-03',
          'Control name': 'Control AC-03',
          State: 'Implemented',
          Owner: 'Ana Admin',
          'Current evidence': 'Access review Q1',
        },
        {
          Requirement: 'CC6.2',
          Title: 'Requirement CC6.2',
          Group: 'CC6 Logical access',
          Control: 'AC-05',
          'Control name': 'Control AC-05',
          State: 'In Progress',
          Owner: 'Ben Member',
          'Current evidence': '',
        },
      ]);
      expect(records(tableNamed(doc, 'Gaps by framework'))).toEqual([
        { Framework: 'SOC 2 Type II', 'Requirements not met': 3, Requirements: 4, 'Progress %': 25 },
        { Framework: 'GDPR', 'Requirements not met': 1, Requirements: 2, 'Progress %': 50 },
      ]);
    });

    it('has no cap: hundreds of gaps are all listed', () => {
      const many = Array.from({ length: 250 }, (_, index) =>
        requirement(`R${index}`, [control(`GOV-${index}`, 'in-progress'), control(`RSK-${index}`, 'implemented')]),
      );
      const doc = build('gap-analysis', sampleData({ frameworks: [framework('iso27001', 'ISO 27001', many)] }));
      const table = tableNamed(doc, 'ISO 27001 gaps');
      expect(table.rows).toHaveLength(500);
      expect(new Set(column(table, 'Requirement')).size).toBe(250);
    });

    it('says when every requirement of a framework is met', () => {
      const done = framework('gdpr', 'GDPR', [requirement('Art. 13', [privacyNotice])]);
      const doc = build('gap-analysis', sampleData({ frameworks: [done] }));
      expect(doc.sections[1]).toEqual({ heading: 'GDPR: requirements not met', paragraphs: ['Every requirement is met.'], tables: [] });
    });
  });
});
