import { isoSteps } from '@/lib/catalog/iso-setup';
import { defaultFrameworkSettings } from '@/lib/domain/frameworks/settings';
import {
  complianceThresholdOf,
  DEFAULT_COMPLIANCE_THRESHOLD,
  settingsStatusOf,
  setupDone,
  setupFirstMessage,
  setupHref,
  shownFrameworkStatus,
  storedStatusOf,
} from '@/lib/domain/frameworks/status';

describe('shownFrameworkStatus', () => {
  it('shows an Active framework as Active from its threshold up, and Review Required below it', () => {
    expect(shownFrameworkStatus('active', 95, 95)).toBe('active');
    expect(shownFrameworkStatus('active', 96, 95)).toBe('active');
    expect(shownFrameworkStatus('active', 100, 95)).toBe('active');
    expect(shownFrameworkStatus('active', 94, 95)).toBe('review');
    expect(shownFrameworkStatus('active', 0, 95)).toBe('review');
  });
  it('follows the threshold of the framework: 0 and 100 included', () => {
    expect(shownFrameworkStatus('active', 90, 90)).toBe('active');
    expect(shownFrameworkStatus('active', 89, 90)).toBe('review');
    expect(shownFrameworkStatus('active', 0, 0)).toBe('active');
    expect(shownFrameworkStatus('active', 99, 100)).toBe('review');
    expect(shownFrameworkStatus('active', 100, 100)).toBe('active');
  });
  it('keeps an Active framework the library cannot measure yet (null progress) Active', () => {
    expect(shownFrameworkStatus('active', null, 95)).toBe('active');
    expect(shownFrameworkStatus('active', null, 100)).toBe('active');
  });
  it('keeps In Progress (setup not done, or paused) whatever its progress', () => {
    for (const progress of [null, 0, 94, 95, 100]) expect(shownFrameworkStatus('progress', progress, 95)).toBe('progress');
  });
  it('shows a framework under maintenance as Review Required whatever its progress', () => {
    for (const progress of [null, 0, 95, 100]) expect(shownFrameworkStatus('review', progress, 95)).toBe('review');
  });
});

describe('complianceThresholdOf', () => {
  it('reads the threshold of valid stored settings', () => {
    expect(complianceThresholdOf({ ...defaultFrameworkSettings(), complianceThreshold: 80 })).toBe(80);
    expect(complianceThresholdOf({ ...defaultFrameworkSettings(), complianceThreshold: 0 })).toBe(0);
  });
  it('uses 95 without settings or with settings that no longer fit', () => {
    expect(DEFAULT_COMPLIANCE_THRESHOLD).toBe(95);
    expect(complianceThresholdOf(null)).toBe(95);
    expect(complianceThresholdOf(undefined)).toBe(95);
    expect(complianceThresholdOf({ complianceThreshold: 50 })).toBe(95);
    expect(complianceThresholdOf({ ...defaultFrameworkSettings(), complianceThreshold: 150 })).toBe(95);
  });
});

describe('settings status', () => {
  it('shows Active as active, In Progress as inactive and Review Required (maintenance) as maintenance', () => {
    expect(settingsStatusOf('active')).toBe('active');
    expect(settingsStatusOf('progress')).toBe('inactive');
    expect(settingsStatusOf('review')).toBe('maintenance');
  });
  it('stores each settings status back as the status it shows', () => {
    for (const status of ['active', 'progress', 'review'] as const) expect(storedStatusOf(settingsStatusOf(status))).toBe(status);
  });
});

describe('setupDone', () => {
  const answers = { scope: 'Platform', ownerMemberId: 'm', targetAuditOn: '2027-01-01', savedAt: '2026-11-20T00:00:00Z', savedBy: 'Ana' };
  it('needs the short setup answers for the frameworks without a setup of their own', () => {
    expect(setupDone('soc2', answers)).toBe(true);
    expect(setupDone('gdpr', { ...answers, reportType: 'type1' })).toBe(true);
    expect(setupDone('soc2', null)).toBe(false);
    expect(setupDone('soc2', { ...answers, scope: '' })).toBe(false);
    expect(setupDone('gdpr', { doneSteps: [] })).toBe(false);
  });
  it("needs HIPAA's wizard answers", () => {
    const hipaa = {
      organizationType: 1,
      organizationName: 'Clinic',
      sector: 'clinic',
      phiTypes: [],
      rules: [],
      recordRange: 'under-500',
      policies: [],
    };
    expect(setupDone('hipaa', hipaa)).toBe(true);
    expect(setupDone('hipaa', answers)).toBe(false);
    expect(setupDone('hipaa', undefined)).toBe(false);
  });
  it('needs every ISO 27001 step done', () => {
    const steps = isoSteps.map((step) => ({ id: step.id, at: '2026-11-20T00:00:00Z', by: 'Ana' }));
    expect(setupDone('iso27001', { doneSteps: steps })).toBe(true);
    expect(setupDone('iso27001', { doneSteps: steps.slice(1) })).toBe(false);
    expect(setupDone('iso27001', { doneSteps: [] })).toBe(false);
    expect(setupDone('iso27001', answers)).toBe(false);
  });
});

describe('setupHref and the refusal', () => {
  it('leads HIPAA to its wizard, ISO 27001 to its guide and the others to the short setup', () => {
    expect(setupHref('hipaa')).toBe('/manage/hipaaActivate');
    expect(setupHref('iso27001')).toBe('/manage/iso27001Setup');
    expect(setupHref('soc2')).toBe('/manage/frameworkSetup?framework=soc2');
    expect(setupHref('pci-dss')).toBe('/manage/frameworkSetup?framework=pci-dss');
  });
  it('points to the setup', () => {
    expect(setupFirstMessage('GDPR')).toBe('Finish the GDPR setup before making it active: Frameworks › GDPR › Continue Setup.');
  });
});
