import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import {
  complianceSummary,
  daysToNextAudit,
  frameworkStatusRows,
  gettingStartedSteps,
  questionnaireNote,
  showGettingStarted,
} from '@/lib/domain/dashboard';
import type { FollowedFramework } from '@/lib/domain/frameworks/followed';

const at = new Date('2026-11-20T00:00:00Z');
const row = (frameworkId: string, status: FollowedFramework['status'], progress: number | null): FollowedFramework => ({
  frameworkId,
  status,
  progress,
  updatedAt: at,
});
/** The demo organization's frameworks as shown (lib/seed/frameworks.ts): SOX is not measured yet. */
const demo = [
  row('iso27001', 'progress', 92),
  row('soc2', 'active', 96),
  row('gdpr', 'active', 92),
  row('pci-dss', 'active', 90),
  row('glba', 'active', 95),
  row('ccpa', 'review', 88),
  row('sox', 'progress', null),
];

describe('complianceSummary', () => {
  it('counts Active and Review Required frameworks, and the mean progress of every measured one: 5 and 92% for the demo', () => {
    expect(complianceSummary(demo)).toEqual({ activeFrameworks: 5, complianceScore: 92 });
  });
  it('has no score while no followed framework is measured', () => {
    expect(complianceSummary([])).toEqual({ activeFrameworks: 0, complianceScore: null });
    expect(complianceSummary([row('hitrust', 'active', null), row('sox', 'progress', null)])).toEqual({
      activeFrameworks: 1,
      complianceScore: null,
    });
  });
  it('counts In Progress frameworks in the score from the day they are added, but not as active', () => {
    expect(complianceSummary([row('soc2', 'progress', 0)])).toEqual({ activeFrameworks: 0, complianceScore: 0 });
    expect(complianceSummary([row('soc2', 'progress', 12), row('gdpr', 'progress', 31)])).toEqual({
      activeFrameworks: 0,
      complianceScore: 22,
    });
    expect(complianceSummary([row('soc2', 'active', 96), row('iso27001', 'progress', 40), row('hitrust', 'active', null)])).toEqual({
      activeFrameworks: 2,
      complianceScore: 68,
    });
  });
  it('rounds halves up', () => {
    expect(complianceSummary([row('soc2', 'active', 90), row('gdpr', 'review', 91)]).complianceScore).toBe(91);
  });
});

describe('frameworkStatusRows', () => {
  it('lists the followed frameworks in the directory order with their labels and links', () => {
    const rows = frameworkStatusRows(frameworkDirectory, demo);
    expect(rows.map((r) => [r.name, r.status, r.progress])).toEqual([
      ['SOC 2 Type II', 'Compliant', 96],
      ['GDPR', 'Compliant', 92],
      ['PCI DSS', 'Compliant', 90],
      ['GLBA', 'Compliant', 95],
      ['CCPA/CPRA', 'Review Required', 88],
      ['ISO 27001', 'In Progress', 92],
      ['SOX', 'In Progress', null],
    ]);
    expect(rows[0]?.href).toBe('/manage/frameworkManage');
    expect(rows[4]?.href).toBe('/manage/ccpa-issues');
  });
  it('is empty for an organization that follows none', () => {
    expect(frameworkStatusRows(frameworkDirectory, [])).toEqual([]);
  });
});

describe('daysToNextAudit', () => {
  it('counts whole days from today, and none without an audit', () => {
    expect(daysToNextAudit('2027-01-07', '2026-11-23')).toBe(45);
    expect(daysToNextAudit('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysToNextAudit(null, '2026-11-23')).toBeNull();
  });
});

describe('getting started', () => {
  it('lists the three first steps, each leading to its screen', () => {
    const steps = gettingStartedSteps({ frameworks: false, evidence: false, policy: false });
    expect(steps.map((s) => s.href)).toEqual(['/manage/addFrameworks', '/manage/evidence', '/manage/policies']);
    expect(showGettingStarted(steps)).toBe(true);
  });
  it('ticks off the done steps and hides once all are done', () => {
    const partly = gettingStartedSteps({ frameworks: true, evidence: false, policy: true });
    expect(partly.map((s) => s.done)).toEqual([true, false, true]);
    expect(showGettingStarted(partly)).toBe(true);
    expect(showGettingStarted(gettingStartedSteps({ frameworks: true, evidence: true, policy: true }))).toBe(false);
  });
  it('says which frameworks sign-up added from the questionnaire', () => {
    expect(questionnaireNote(['gdpr', 'soc2'])).toBe('We added SOC 2 Type II and GDPR from your questionnaire.');
    expect(questionnaireNote([])).toBeNull();
    expect(questionnaireNote(['unknown'])).toBeNull();
  });
});
