/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFramework, requirementKey, requirementsOf } from '@/lib/catalog/library';

const csf = libraryFramework('nist-csf');
const ids = requirementsOf(csf).map((requirement) => requirement.id);

// Categories and their subcategory counts in NIST CSF 2.0 (CSWP 29).
const categories: Record<string, number> = {
  'GV.OC': 5,
  'GV.RM': 7,
  'GV.RR': 4,
  'GV.PO': 2,
  'GV.OV': 3,
  'GV.SC': 10,
  'ID.AM': 7,
  'ID.RA': 10,
  'ID.IM': 4,
  'PR.AA': 6,
  'PR.AT': 2,
  'PR.DS': 4,
  'PR.PS': 6,
  'PR.IR': 4,
  'DE.CM': 5,
  'DE.AE': 6,
  'RS.MA': 5,
  'RS.AN': 4,
  'RS.CO': 2,
  'RS.MI': 2,
  'RC.RP': 6,
  'RC.CO': 2,
};

describe('NIST CSF 2.0', () => {
  it('names the framework and its edition', () => {
    expect(csf.name).toBe('NIST CSF 2.0');
    expect(csf.edition).toMatch(/^NIST Cybersecurity Framework 2\.0/);
  });

  it('holds the 22 categories of the six functions, in order, with their subcategory counts', () => {
    expect(csf.groups.map((group) => group.id)).toEqual(Object.keys(categories));
    expect(new Set(csf.groups.map((group) => group.id.slice(0, 2)))).toEqual(new Set(['GV', 'ID', 'PR', 'DE', 'RS', 'RC']));
    for (const group of csf.groups) expect([group.id, group.requirements.length]).toEqual([group.id, categories[group.id]]);
  });

  it('has 106 unique subcategories, each of the form <category>-<two digits> under its own category, in order', () => {
    expect(ids).toHaveLength(106);
    expect(new Set(ids).size).toBe(106);
    for (const group of csf.groups) {
      const numbers = group.requirements.map((requirement) => {
        expect(requirement.id).toMatch(new RegExp(`^${group.id.replace('.', '\\.')}-\\d{2}$`));
        return Number(requirement.id.slice(-2));
      });
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
  });

  it('leaves out the subcategories withdrawn in 2.0', () => {
    for (const withdrawn of ['ID.AM-06', 'DE.CM-04', 'PR.DS-03', 'RS.AN-01']) expect(ids).not.toContain(withdrawn);
  });

  it('maps every subcategory to a control, and nothing to a subcategory it lacks', () => {
    const mapped = new Set(libraryControls.flatMap((control) => control.maps));
    expect(ids.filter((id) => !mapped.has(requirementKey('nist-csf', id)))).toEqual([]);
    const known = new Set(ids.map((id) => requirementKey('nist-csf', id)));
    expect([...mapped].filter((key) => key.startsWith('nist-csf:') && !known.has(key))).toEqual([]);
  });

  const controlsOf = (subcategory: string) =>
    libraryControls
      .filter((control) => control.maps.includes(requirementKey('nist-csf', subcategory)))
      .map((control) => control.id)
      .sort();

  it('rests supply chain outcomes on the vendor controls that do their work', () => {
    expect(controlsOf('GV.SC-01')).toEqual(['FED-04', 'VEN-01', 'VEN-02', 'VEN-03']);
    expect(controlsOf('GV.SC-07')).toContain('VEN-02');
    expect(controlsOf('ID.RA-09')).toEqual(['FED-04', 'SDL-09']);
    expect(controlsOf('GV.SC-02')).toEqual(['GOV-02']);
    expect(controlsOf('GV.SC-03')).toContain('RSK-01');
    expect(controlsOf('GV.OC-04')).toContain('GOV-06');
  });

  it('manages identities through their requests and reviews, and binds proofed identities to their second factor', () => {
    expect(controlsOf('PR.AA-01')).toEqual(['AC-02', 'AC-03', 'AC-04', 'AC-06', 'AC-08']);
    expect(controlsOf('PR.AA-02')).toEqual(['AC-05', 'FED-07']);
    expect(controlsOf('PR.AA-03')).toContain('AC-04');
    expect(controlsOf('PR.AA-05')).toContain('AC-02');
  });

  it('protects data at rest with the clear desk, malware protection and source code access too', () => {
    expect(controlsOf('PR.DS-01')).toEqual(expect.arrayContaining(['PHY-05', 'OPS-05', 'SDL-07']));
  });

  it('keeps risk objectives on the risk methodology, the mission on the risk assessment and treatment, and the start of recovery on the incident plan', () => {
    expect(controlsOf('GV.RM-01')).toEqual(['RSK-01']);
    expect(controlsOf('GV.OC-01')).toEqual(['ISM-01', 'RSK-02', 'RSK-03']);
    expect(controlsOf('GV.RM-05')).toEqual(['RSK-01']);
    expect(controlsOf('RS.MA-05')).toEqual(['INC-01']);
    expect(controlsOf('ID.IM-02')).toEqual(expect.arrayContaining(['AUD-04', 'VUL-02']));
  });

  it('rests supply chain contracts and life cycle monitoring on the vendor terms, the legal register and the risk assessment', () => {
    expect(controlsOf('GV.SC-05')).toEqual(['GOV-06', 'VEN-02']);
    expect(controlsOf('GV.SC-09')).toEqual(['FED-04', 'RSK-02', 'SDL-09', 'VEN-02', 'VEN-03']);
    expect(controlsOf('GV.SC-04')).toEqual(['VEN-01', 'VEN-03', 'VEN-07']);
  });

  it('protects data through the people who handle it, and communicates incidents and recovery through the crisis communication plan', () => {
    for (const subcategory of ['PR.DS-01', 'PR.DS-02', 'PR.DS-10'])
      expect(controlsOf(subcategory)).toEqual(expect.arrayContaining(['GOV-05', 'HR-01']));
    expect(controlsOf('RC.CO-03')).toEqual(['INC-10']);
    expect(controlsOf('RC.CO-04')).toEqual(['INC-10']);
    expect(controlsOf('RS.CO-02')).toEqual(['INC-06', 'INC-07', 'INC-10']);
  });

  it('manages assets through their life cycle by their classification, and supplied services from due diligence to monitoring', () => {
    expect(controlsOf('ID.AM-08')).toEqual(['AST-01', 'AST-03', 'AST-07', 'PHY-06', 'VEN-01', 'VEN-03']);
    expect(controlsOf('ID.AM-03')).toEqual(['FED-05', 'NET-01', 'NET-02']);
  });

  it('sets acceptable risk responses by the appetite and prioritizes responses through risk treatment', () => {
    expect(controlsOf('GV.RM-04')).toEqual(['RSK-01', 'RSK-03']);
    expect(controlsOf('ID.RA-05')).toEqual(['RSK-02', 'RSK-03']);
  });

  it('improves from outside assessments and monitors personnel and provider activity', () => {
    expect(controlsOf('ID.IM-02')).toContain('AUD-02');
    expect(controlsOf('DE.CM-03')).toEqual(['OPS-01', 'OPS-03', 'PHY-02']);
    expect(controlsOf('DE.CM-06')).toEqual(['OPS-03', 'VEN-03']);
    expect(controlsOf('PR.DS-10')).toContain('NET-02');
  });

  it('rests outside vulnerability reports on the disclosure intake control', () => {
    const owners = libraryControls.filter((control) => control.maps.includes('nist-csf:ID.RA-08')).map((control) => control.id);
    expect(owners).toEqual(['PGM-03']);
  });
});
