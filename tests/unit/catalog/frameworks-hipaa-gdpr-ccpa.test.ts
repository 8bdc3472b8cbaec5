/** @jest-environment node */
import { ccpa } from '@/lib/catalog/frameworks/ccpa';
import { gdpr } from '@/lib/catalog/frameworks/gdpr';
import { hipaa } from '@/lib/catalog/frameworks/hipaa';
import type { LibraryFramework } from '@/lib/catalog/types';

const all = (framework: LibraryFramework) => framework.groups.flatMap((group) => group.requirements);
const counts = (framework: LibraryFramework) => Object.fromEntries(framework.groups.map((group) => [group.id, group.requirements.length]));

const cases: [string, LibraryFramework, RegExp][] = [
  // 164.3xx(a)(1)(ii)(A): paragraph letter, then optional number, roman numeral and capital letter.
  ['hipaa', hipaa, /^164\.3(08|10|12|14|16)\([a-z]\)(\(\d+\))?(\([ivx]+\))?(\([A-Z]\))?$/],
  ['gdpr', gdpr, /^Art\. \d{1,2}$/],
  ['ccpa', ccpa, /^1798\.\d{3}(\([a-z]\)(\(\d+\))?)?$/],
];

describe.each(cases)('the %s framework', (_name, framework, idFormat) => {
  const requirements = all(framework);

  it('has unique requirement ids in the expected format', () => {
    const ids = requirements.map((requirement) => requirement.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(idFormat);
  });

  it('has unique group ids and no empty group', () => {
    const ids = framework.groups.map((group) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of framework.groups) {
      expect(group.title.trim()).not.toBe('');
      expect(group.requirements.length).toBeGreaterThan(0);
    }
  });

  it('gives every requirement a short, non-empty title', () => {
    for (const { title } of requirements) {
      expect(title.trim()).not.toBe('');
      expect(title.length).toBeLessThanOrEqual(90);
    }
  });

  it('marks required/addressable only for HIPAA', () => {
    for (const requirement of requirements) {
      if (framework.id === 'hipaa') expect(['required', 'addressable']).toContain(requirement.kind);
      else expect(requirement).not.toHaveProperty('kind');
    }
  });
});

describe('HIPAA Security Rule', () => {
  const requirements = all(hipaa);
  const kindOf = (id: string) => requirements.find((requirement) => requirement.id === id)?.kind;

  it('groups §164.308–164.316 with the expected counts', () => {
    expect(hipaa.id).toBe('hipaa');
    expect(counts(hipaa)).toEqual({ '164.308': 23, '164.310': 10, '164.312': 9, '164.314': 4, '164.316': 4 });
    expect(requirements).toHaveLength(50);
  });

  it('puts every requirement under its own section', () => {
    for (const group of hipaa.groups) for (const { id } of group.requirements) expect(id.startsWith(`${group.id}(`)).toBe(true);
  });

  it('has 28 required and 22 addressable requirements', () => {
    expect(requirements.filter((r) => r.kind === 'required')).toHaveLength(28);
    expect(requirements.filter((r) => r.kind === 'addressable')).toHaveLength(22);
  });

  it('matches the Appendix A matrix for §164.308–164.312: 14 required and 22 addressable specifications', () => {
    // The matrix lists implementation specifications; standards without them (here marked required) are not counted.
    const standalone = ['164.308(a)(2)', '164.308(a)(8)', '164.310(b)', '164.310(c)', '164.312(b)', '164.312(d)'];
    const safeguards = hipaa.groups.filter((group) => ['164.308', '164.310', '164.312'].includes(group.id));
    const specs = safeguards.flatMap((group) => group.requirements).filter((r) => !standalone.includes(r.id));
    expect(specs).toHaveLength(36);
    expect(specs.filter((r) => r.kind === 'required')).toHaveLength(14);
  });

  it.each([
    ['164.308(a)(1)(ii)(A)', 'required'],
    ['164.308(a)(1)(ii)(B)', 'required'],
    ['164.308(a)(2)', 'required'],
    ['164.308(a)(3)(ii)(A)', 'addressable'],
    ['164.308(a)(4)(ii)(A)', 'required'],
    ['164.308(a)(6)(ii)', 'required'],
    ['164.308(a)(7)(ii)(D)', 'addressable'],
    ['164.308(b)(3)', 'required'],
    ['164.310(b)', 'required'],
    ['164.310(c)', 'required'],
    ['164.310(d)(2)(ii)', 'required'],
    ['164.310(d)(2)(iii)', 'addressable'],
    ['164.312(a)(2)(ii)', 'required'],
    ['164.312(a)(2)(iv)', 'addressable'],
    ['164.312(c)(2)', 'addressable'],
    ['164.312(e)(2)(ii)', 'addressable'],
    ['164.316(b)(2)(i)', 'required'],
  ])('marks %s as %s', (id, kind) => {
    expect(kindOf(id)).toBe(kind);
  });

  it('lists specifications, not the standards that have them', () => {
    for (const standard of ['164.308(a)(1)', '164.310(a)(1)', '164.310(d)(1)', '164.312(a)(1)', '164.312(c)(1)', '164.312(e)(1)']) {
      expect(kindOf(standard)).toBeUndefined();
    }
  });
});

describe('GDPR', () => {
  it('groups 38 articles with the expected counts', () => {
    expect(gdpr.id).toBe('gdpr');
    expect(counts(gdpr)).toEqual({ principles: 6, rights: 11, duties: 8, security: 3, 'dpia-dpo': 5, transfers: 5 });
    expect(all(gdpr)).toHaveLength(38);
  });

  it('includes the core accountability articles', () => {
    const ids = all(gdpr).map((requirement) => requirement.id);
    for (const id of ['Art. 5', 'Art. 6', 'Art. 28', 'Art. 30', 'Art. 32', 'Art. 33', 'Art. 35', 'Art. 46']) expect(ids).toContain(id);
  });
});

describe('CCPA/CPRA', () => {
  it('groups 18 requirements with the expected counts', () => {
    expect(ccpa.id).toBe('ccpa');
    expect(counts(ccpa)).toEqual({ notice: 3, rights: 5, 'opt-out': 3, requests: 4, security: 3 });
    expect(all(ccpa)).toHaveLength(18);
  });

  it('leaves out the definitions section', () => {
    expect(all(ccpa).some((requirement) => requirement.id.startsWith('1798.140'))).toBe(false);
  });
});
