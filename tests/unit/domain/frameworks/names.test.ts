import { directoryIds } from '@/lib/catalog/framework-directory';
import { directoryNames, frameworkIdsFromNames, joinNames, recommendationIds } from '@/lib/domain/frameworks/names';
import { addFrameworkSchema, signUpFrameworksSchema } from '@/lib/domain/frameworks/names';

describe('frameworkIdsFromNames', () => {
  it('maps the questionnaire names to directory ids', () => {
    expect(frameworkIdsFromNames('SOC 2')).toEqual(['soc2']);
    expect(frameworkIdsFromNames('PCI-DSS')).toEqual(['pci-dss']);
    expect(frameworkIdsFromNames('ISO 27001')).toEqual(['iso27001']);
    expect(frameworkIdsFromNames('HITRUST')).toEqual(['hitrust']);
    expect(frameworkIdsFromNames('BSA/AML')).toEqual(['bsa-aml']);
    expect(frameworkIdsFromNames('CCPA')).toEqual(['ccpa']);
  });
  it('knows every name the questionnaire can recommend, each a directory id', () => {
    for (const [name, id] of Object.entries(recommendationIds)) {
      expect(directoryIds.has(id)).toBe(true);
      expect(frameworkIdsFromNames(name)).toEqual([id]);
    }
  });
  it("reads the questionnaire link's list: comma and space separated, in its order, each once", () => {
    expect(frameworkIdsFromNames('PCI-DSS, SOC 2, GLBA')).toEqual(['pci-dss', 'soc2', 'glba']);
    expect(frameworkIdsFromNames('SOC 2,GDPR,SOC 2')).toEqual(['soc2', 'gdpr']);
  });
  it('accepts directory names and ids in any case', () => {
    expect(frameworkIdsFromNames('SOC 2 Type II, pci dss, ccpa/cpra, hipaa, FDA 21 CFR Part 11')).toEqual([
      'soc2',
      'pci-dss',
      'ccpa',
      'hipaa',
      'fda-part11',
    ]);
  });
  it('leaves out unknown and empty names', () => {
    expect(frameworkIdsFromNames('Made Up, , SOC 3,GDPR')).toEqual(['gdpr']);
    expect(frameworkIdsFromNames('')).toEqual([]);
  });
});

describe('joinNames and directoryNames', () => {
  it('joins names for a sentence', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['SOX'])).toBe('SOX');
    expect(joinNames(['SOX', 'GDPR'])).toBe('SOX and GDPR');
    expect(joinNames(['SOX', 'GDPR', 'PCI DSS'])).toBe('SOX, GDPR and PCI DSS');
  });
  it('names ids in the directory order, leaving out unknown ones', () => {
    expect(directoryNames(['gdpr', 'soc2', 'nope'])).toEqual(['SOC 2 Type II', 'GDPR']);
  });
});

describe('signUpFrameworksSchema', () => {
  it("answers the ids of the register body's frameworks", () => {
    expect(signUpFrameworksSchema.parse({ frameworks: 'SOC 2, GDPR, Unknown' })).toEqual(['soc2', 'gdpr']);
  });
  it('answers none, never failing, for a missing, malformed or overlong value', () => {
    expect(signUpFrameworksSchema.parse({})).toEqual([]);
    expect(signUpFrameworksSchema.parse(undefined)).toEqual([]);
    expect(signUpFrameworksSchema.parse('SOC 2')).toEqual([]);
    expect(signUpFrameworksSchema.parse({ frameworks: 42 })).toEqual([]);
    expect(signUpFrameworksSchema.parse({ frameworks: ['SOC 2'] })).toEqual([]);
    expect(signUpFrameworksSchema.parse({ frameworks: `SOC 2,${'x'.repeat(600)}` })).toEqual([]);
  });
});

describe('addFrameworkSchema', () => {
  it('accepts a directory id only', () => {
    expect(addFrameworkSchema.safeParse({ frameworkId: 'hipaa' }).success).toBe(true);
    expect(addFrameworkSchema.safeParse({ frameworkId: 'HIPAA' }).success).toBe(false);
    expect(addFrameworkSchema.safeParse({}).success).toBe(false);
  });
});
