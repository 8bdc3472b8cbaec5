import { frameworkFact, type AuditFact } from '@/lib/domain/questionnaires';

const audit = (fields: Partial<AuditFact>): AuditFact => ({
  name: 'SOC 2 Type II Annual Audit',
  type: 'external',
  status: 'completed',
  result: 'Pass',
  auditor: 'Deloitte & Touche',
  startOn: '2026-01-10',
  endOn: '2026-01-30',
  ...fields,
});
const soc2 = { id: 'soc2', name: 'SOC 2 Type II', percent: 80 };

describe('frameworkFact', () => {
  it('says compliant after an independent audit completed with a pass, naming the auditor and the day', () => {
    const fact = frameworkFact(soc2, [audit({})]);
    expect(fact).toMatchObject({ id: 'framework:soc2', type: 'trust', state: 'yes', label: 'Trust center: SOC 2 Type II' });
    expect(fact.text).toContain('by Deloitte & Touche, was completed with a pass on 2026-01-30');
    expect(fact.text).toContain('have undergone its independent audit');
  });

  it('never tells a scheduled audit as done, nor an internal review as a report', () => {
    const fact = frameworkFact(soc2, [
      audit({ status: 'scheduled', result: 'Pending', startOn: '2027-01-12', endOn: '2027-01-30' }),
      audit({ name: 'SOC 2 Readiness Review', type: 'internal', auditor: 'Internal Audit Team', endOn: '2026-03-20' }),
    ]);
    expect(fact.state).toBe('no');
    expect(fact.text).toBe(
      'We are not yet SOC 2 Type II compliant, certified or attested by an independent audit report, and have not undergone its independent audit: our SOC 2 Type II Annual Audit by Deloitte & Touche is scheduled from 2027-01-12 to 2027-01-30 and has not taken place; our SOC 2 Readiness Review by Internal Audit Team, an internal review, passed on 2026-03-20, which is not an independent audit report; 80% of its controls are in place.',
    );
  });

  it('tells a conditional pass as such, not as compliance', () => {
    const fact = frameworkFact({ id: 'pci-dss', name: 'PCI DSS', percent: null }, [
      audit({ name: 'PCI DSS Assessment', type: 'certification', result: 'Conditional Pass', auditor: 'Trustwave', endOn: '2026-06-20' }),
    ]);
    expect(fact.state).toBe('no');
    expect(fact.text).toContain('have not undergone its independent audit');
    expect(fact.text).toContain('our PCI DSS Assessment by Trustwave ended on 2026-06-20 with a conditional pass');
  });

  it('tells a failed audit and a qualified opinion as such, never as compliance', () => {
    const failed = frameworkFact(soc2, [audit({ type: 'external', result: 'Fail', auditor: 'Deloitte & Touche', endOn: '2026-06-20' })]);
    expect(failed.state).toBe('no');
    expect(failed.text).toContain('by Deloitte & Touche ended on 2026-06-20 without a pass');
    const qualified = frameworkFact(soc2, [
      audit({ type: 'external', result: 'Qualified Opinion', auditor: 'Deloitte & Touche', endOn: '2026-06-20' }),
    ]);
    expect(qualified.state).toBe('no');
    expect(qualified.text).toContain('by Deloitte & Touche ended on 2026-06-20 with a qualified opinion');
  });

  it('leaves a cancelled audit out and says only the progress when nothing else happened', () => {
    const fact = frameworkFact(soc2, [audit({ status: 'cancelled', result: 'Pending' })]);
    expect(fact.text).toBe(
      'We are not yet SOC 2 Type II compliant, certified or attested by an independent audit report, and have not undergone its independent audit: 80% of its controls are in place.',
    );
  });
});
