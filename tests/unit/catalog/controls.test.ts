/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFrameworks, requirementKey, requirementsOf } from '@/lib/catalog/library';

const allKeys = libraryFrameworks.flatMap((framework) =>
  requirementsOf(framework).map((requirement) => requirementKey(framework.id, requirement.id)),
);
const knownKeys = new Set(allKeys);
const mappedKeys = new Set(libraryControls.flatMap((control) => control.maps));

const control = (id: string) => {
  const found = libraryControls.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No control ${id}`);
  return found;
};

describe('the unified control set', () => {
  it('holds between 100 and 300 controls', () => {
    expect(libraryControls.length).toBeGreaterThanOrEqual(100);
    expect(libraryControls.length).toBeLessThanOrEqual(300);
  });

  it('gives every control a unique id made of a domain prefix and two digits', () => {
    const ids = libraryControls.map((candidate) => candidate.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[A-Z]{2,4}-\d{2}$/.test(id))).toEqual([]);
  });

  it('gives every control a short name and non-empty asks and evidence', () => {
    for (const { id, name, asks, evidence } of libraryControls) {
      expect({ id, nameLength: name.trim().length > 0 && name.length <= 60 }).toEqual({ id, nameLength: true });
      expect({ id, asks: asks.trim().length > 0, evidence: evidence.trim().length > 0 }).toEqual({ id, asks: true, evidence: true });
    }
  });

  it('maps every control to at least one requirement, without duplicates', () => {
    expect(libraryControls.filter((candidate) => candidate.maps.length === 0).map((candidate) => candidate.id)).toEqual([]);
    const duplicated = libraryControls.flatMap((candidate) =>
      candidate.maps.filter((key, index) => candidate.maps.indexOf(key) !== index).map((key) => `${candidate.id} ${key}`),
    );
    expect(duplicated).toEqual([]);
  });

  it('maps only to requirements that exist in the library frameworks', () => {
    const unknown = libraryControls.flatMap((candidate) =>
      candidate.maps.filter((key) => !knownKeys.has(key)).map((key) => `${candidate.id} → ${key}`),
    );
    expect(unknown).toEqual([]);
  });

  it('covers every requirement of every library framework', () => {
    const unmapped = allKeys.filter((key) => !mappedKeys.has(key));
    expect(unmapped).toEqual([]);
  });

  it('covers the privacy duties of GDPR and CCPA with privacy or breach-notification controls', () => {
    // The security articles (GDPR Art. 32, CCPA reasonable security and breach liability) may rest on security controls alone.
    const security = new Set(['gdpr:Art. 32', 'ccpa:1798.100(e)', 'ccpa:1798.150']);
    const privacyKeys = new Set(
      libraryControls.filter((candidate) => /^(PRV|INC)-/.test(candidate.id)).flatMap((candidate) => candidate.maps),
    );
    const uncovered = allKeys.filter((key) => /^(gdpr|ccpa):/.test(key) && !security.has(key) && !privacyKeys.has(key));
    expect(uncovered).toEqual([]);
  });

  describe('crosswalks', () => {
    it('maps multi-factor authentication to SOC 2, ISO 27001, HIPAA and PCI DSS 8.4', () => {
      const mfa = control('AC-05');
      expect(mfa.name).toMatch(/multi-factor/i);
      expect(mfa.maps).toEqual(expect.arrayContaining(['soc2:CC6.1', 'iso27001:A.8.5', 'hipaa:164.312(d)', 'pci-dss:8.4']));
    });

    it('maps access reviews to user registration, role-based access and access rights', () => {
      const reviews = control('AC-03');
      expect(reviews.name).toMatch(/access review/i);
      expect(reviews.maps).toEqual(
        expect.arrayContaining(['soc2:CC6.2', 'soc2:CC6.3', 'iso27001:A.5.18', 'hipaa:164.308(a)(4)(ii)(C)', 'pci-dss:7.2']),
      );
    });

    it('maps encryption at rest to the encryption requirements of each framework', () => {
      const atRest = control('CRY-02');
      expect(atRest.name).toMatch(/at rest/i);
      expect(atRest.maps).toEqual(
        expect.arrayContaining(['soc2:CC6.1', 'iso27001:A.8.24', 'hipaa:164.312(a)(2)(iv)', 'pci-dss:3.5', 'gdpr:Art. 32']),
      );
    });

    it('maps encryption in transit to data-in-transit requirements', () => {
      const inTransit = control('CRY-03');
      expect(inTransit.maps).toEqual(expect.arrayContaining(['soc2:CC6.7', 'iso27001:A.8.24', 'hipaa:164.312(e)(2)(ii)']));
    });

    it('maps change management, logging and backups to their counterparts', () => {
      expect(control('SDL-05').maps).toEqual(expect.arrayContaining(['soc2:CC8.1', 'iso27001:A.8.32', 'pci-dss:6.5']));
      expect(control('OPS-01').maps).toEqual(expect.arrayContaining(['iso27001:A.8.15', 'hipaa:164.312(b)', 'pci-dss:10.2']));
      expect(control('BCP-04').maps).toEqual(expect.arrayContaining(['soc2:A1.2', 'iso27001:A.8.13', 'hipaa:164.308(a)(7)(ii)(A)']));
    });

    it('gives narrow requirements a control of their own', () => {
      const only = (key: string) => libraryControls.filter((candidate) => candidate.maps.includes(key)).map((candidate) => candidate.id);
      expect(only('gdpr:Art. 27')).toEqual(['PRV-03']);
      expect(only('ccpa:1798.135')).toEqual(['PRV-30']);
      expect(only('pci-dss:4.2')).toEqual(['PAY-04']);
      expect(only('hipaa:164.314(b)(2)')).toEqual(['GOV-11']);
      expect(control('PRV-04').maps).toContain('gdpr:Art. 30');
      expect(control('VEN-05').maps).toEqual(expect.arrayContaining(['hipaa:164.308(b)(3)', 'hipaa:164.314(a)(2)(i)']));
    });
  });
});
