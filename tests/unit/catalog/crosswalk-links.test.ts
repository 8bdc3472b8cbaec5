/** @jest-environment node */
import { controlIdsOf, libraryControls } from '@/lib/catalog/controls';
import { libraryFrameworks } from '@/lib/catalog/library';

/**
 * The links between the six frameworks that published crosswalks make and the library holds (docs/frameworks/*.md
 * names the source of each): control → requirement keys it must keep mapping. Deleting one fails here.
 */
const pinned: Record<string, string[]> = {
  // SOC 2 risk assessment and monitoring (CC2–CC5, CC9) ↔ ISO 27001 clauses 6.1, 8.2, 9 and 10.
  'RSK-01': ['soc2:CC3.1', 'iso27001:6.1.1', 'iso27001:6.1.2'],
  'RSK-02': ['soc2:CC3.2', 'iso27001:6.1.2', 'iso27001:8.2', 'hipaa:164.308(a)(1)(ii)(A)', 'pci-dss:12.3'],
  'RSK-03': ['soc2:CC5.1', 'soc2:CC9.1', 'iso27001:6.1.1', 'iso27001:6.1.3', 'iso27001:8.3', 'pci-dss:12.3'],
  'RSK-05': ['soc2:CC3.4', 'iso27001:8.2'],
  'ISM-02': ['soc2:CC3.1', 'iso27001:6.2'],
  'ISM-03': ['soc2:CC5.1', 'iso27001:6.1.3'],
  'ISM-04': ['soc2:CC2.1', 'soc2:CC4.1', 'iso27001:9.1'],
  'ISM-05': ['soc2:CC4.1', 'iso27001:9.2.1', 'iso27001:9.2.2'],
  'ISM-06': ['soc2:CC4.2', 'iso27001:9.3.1', 'iso27001:10.1'],
  'ISM-07': ['soc2:CC4.2', 'iso27001:10.2'],
  'AUD-01': ['soc2:CC4.1', 'iso27001:9.2.1', 'hipaa:164.308(a)(8)'],
  'AUD-03': ['soc2:CC4.1', 'iso27001:9.1', 'iso27001:A.5.36', 'hipaa:164.308(a)(8)'],
  'AUD-04': ['soc2:CC4.2', 'iso27001:9.3.1', 'iso27001:10.2'],
  // SOC 2 communication (CC2) ↔ ISO 27001 communication and reporting.
  'INC-02': ['soc2:CC2.2', 'iso27001:A.6.8'],
  'GOV-08': ['soc2:CC2.3', 'iso27001:A.5.5'],
  'GOV-10': ['soc2:CC2.3', 'iso27001:7.4'],
  // Availability (A1) and confidentiality (C1) ↔ PCI DSS.
  'BCP-03': ['soc2:A1.2', 'pci-dss:12.10', 'hipaa:164.308(a)(7)(ii)(B)'],
  'BCP-04': ['soc2:A1.2', 'pci-dss:12.10', 'hipaa:164.308(a)(7)(ii)(A)'],
  'BCP-05': ['soc2:A1.3', 'pci-dss:12.10', 'hipaa:164.308(a)(7)(ii)(D)'],
  'AST-03': ['soc2:C1.1', 'pci-dss:9.4'],
  'AST-07': ['soc2:C1.2', 'pci-dss:9.4'],
  'CRY-02': ['soc2:C1.1', 'pci-dss:3.5'],
  'AST-01': ['soc2:CC6.1', 'iso27001:A.5.9', 'pci-dss:12.5'],
  // Change management (CC8.1) ↔ ISO 27001 A.8.25–A.8.33 ↔ PCI DSS 6.2 and 6.5.
  'SDL-01': ['soc2:CC8.1', 'iso27001:A.8.25', 'pci-dss:6.2'],
  'SDL-02': ['soc2:CC8.1', 'iso27001:A.8.26', 'iso27001:A.8.27'],
  'SDL-03': ['soc2:CC8.1', 'iso27001:A.8.28', 'pci-dss:6.2'],
  'SDL-04': ['soc2:CC8.1', 'iso27001:A.8.29', 'pci-dss:6.2'],
  'SDL-05': ['soc2:CC8.1', 'iso27001:A.8.32', 'pci-dss:6.5'],
  'SDL-06': ['soc2:CC8.1', 'iso27001:A.8.31', 'iso27001:A.8.33', 'pci-dss:6.5'],
  'SDL-08': ['soc2:CC8.1', 'iso27001:A.8.30'],
  // Transmission, removal and mobile devices (CC6.7); integrity of ePHI (HIPAA 164.312(c)(2)).
  'AST-06': ['soc2:CC6.7', 'iso27001:A.7.10', 'pci-dss:9.4'],
  'AST-08': ['soc2:CC6.7', 'iso27001:A.8.1'],
  'OPS-04': ['soc2:CC7.2', 'iso27001:A.8.16', 'pci-dss:11.5', 'hipaa:164.312(c)(2)'],
};

/** Per framework: the library controls mapped to it, and the control → requirement links made to it. */
const figures: Record<string, { controls: number; links: number }> = {
  soc2: { controls: 99, links: 125 },
  iso27001: { controls: 110, links: 198 },
  hipaa: { controls: 48, links: 57 },
  gdpr: { controls: 35, links: 50 },
  ccpa: { controls: 16, links: 23 },
  'pci-dss': { controls: 65, links: 88 },
};

describe('the crosswalk between the six frameworks', () => {
  it.each(Object.entries(pinned))('keeps %s mapped to every requirement a published crosswalk links it to', (controlId, keys) => {
    const control = libraryControls.find((candidate) => candidate.id === controlId);
    expect(control?.id).toBe(controlId);
    expect(keys.filter((key) => !control!.maps.includes(key))).toEqual([]);
  });

  it.each(Object.entries(figures))('keeps the count of controls and links of %s', (frameworkId, expected) => {
    const links = libraryControls.flatMap((control) => control.maps).filter((key) => key.startsWith(`${frameworkId}:`)).length;
    expect({ controls: controlIdsOf(frameworkId).length, links }).toEqual(expected);
  });

  it('pins a figure for each of the six frameworks', () => {
    const six = ['soc2', 'iso27001', 'hipaa', 'gdpr', 'ccpa', 'pci-dss'];
    expect(six.every((id) => libraryFrameworks.some((framework) => framework.id === id))).toBe(true);
    expect(Object.keys(figures).sort()).toEqual([...six].sort());
  });
});
