import { auditScheduleOf, defaultFrameworkSettings, frameworkRoleOf, storedSettingsOr } from '@/lib/domain/frameworks/settings';

describe('stored framework settings', () => {
  const gdpr = defaultFrameworkSettings({ name: 'GDPR', description: 'EU data protection.' });

  it('default to the standard values under the framework name', () => {
    expect(gdpr).toMatchObject({ name: 'GDPR', description: 'EU data protection.', complianceThreshold: 95 });
    expect(defaultFrameworkSettings().name).toBe('SOC 2 Type II');
  });
  it('read back stored settings, and the defaults for none or for ones that no longer fit', () => {
    expect(storedSettingsOr({ ...gdpr, complianceThreshold: 70 }, gdpr).complianceThreshold).toBe(70);
    expect(storedSettingsOr(null, gdpr)).toBe(gdpr);
    expect(storedSettingsOr({ complianceThreshold: 'lots' }, gdpr)).toBe(gdpr);
  });
  it('name team roles as framework settings do (Admin, Editor, Viewer)', () => {
    expect((['admin', 'member', 'viewer'] as const).map(frameworkRoleOf)).toEqual(['Admin', 'Editor', 'Viewer']);
  });
});

describe('audit schedule', () => {
  const audit = (
    id: string,
    framework: string,
    startOn: string,
    status: 'scheduled' | 'preparing' | 'in-progress' | 'completed',
    endOn = startOn,
  ) => ({ id, name: `Audit ${id}`, framework, startOn, endOn, status });

  it("lists the framework's audits not yet completed, soonest first, with dates and status", () => {
    const audits = [
      audit('b', 'soc2', '2027-03-15', 'scheduled', '2027-03-19'),
      audit('a', 'soc2', '2027-01-15', 'preparing'),
      audit('c', 'soc2', '2026-01-15', 'completed'),
      audit('d', 'gdpr', '2027-02-01', 'scheduled'),
      audit('e', 'pci-dss', '2027-02-01', 'in-progress'),
    ];
    expect(auditScheduleOf(audits, 'soc2')).toEqual([
      { id: 'a', name: 'Audit a', when: 'January 15, 2027', status: 'Preparing' },
      { id: 'b', name: 'Audit b', when: 'March 15, 2027 – March 19, 2027', status: 'Scheduled' },
    ]);
    expect(auditScheduleOf(audits, 'pci-dss').map((row) => [row.id, row.status])).toEqual([['e', 'In Progress']]);
    expect(auditScheduleOf(audits, 'hipaa')).toEqual([]);
  });
});
