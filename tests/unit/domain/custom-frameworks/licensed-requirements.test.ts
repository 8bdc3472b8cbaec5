import { customRequirementSet } from '@/lib/domain/custom-frameworks/rules';
import { MAX_LICENSED_REQUIREMENTS, parseLicensedRequirements } from '@/lib/domain/custom-frameworks/licensed-requirements';
import { licensedImportSchema } from '@/lib/schemas/custom-frameworks/licensed';

const known = new Set(['AC-01', 'AC-03', 'HR-03']);
const parse = (text: string) => parseLicensedRequirements(text, known);
const errorsOf = (text: string) => {
  const parsed = parse(text);
  if (parsed.ok) throw new Error('expected a refusal');
  return parsed.errors;
};

describe('parseLicensedRequirements', () => {
  it('reads id and title, with an optional group and optional controls, skipping a header line', () => {
    expect(
      parse(
        'Requirement,Title,Group,Controls\n01.a,Access control policy,Access Control,AC-01\n01.b,User registration\n02.e,Awareness,Human Resources,hr-03; AC-03',
      ),
    ).toEqual({
      ok: true,
      requirements: [
        { id: '01.a', title: 'Access control policy', controls: ['AC-01'], group: 'Access Control' },
        { id: '01.b', title: 'User registration', controls: [] },
        { id: '02.e', title: 'Awareness', controls: ['HR-03', 'AC-03'], group: 'Human Resources' },
      ],
    });
  });

  it('accepts a quoted title with commas, a byte order mark and blank lines, and ignores a repeated control', () => {
    expect(parse('\uFEFF01.a,"Policy, reviewed yearly",,AC-01 AC-01\n\n')).toEqual({
      ok: true,
      requirements: [{ id: '01.a', title: 'Policy, reviewed yearly', controls: ['AC-01'] }],
    });
  });

  it('removes the quote a spreadsheet guard put before a formula character', () => {
    const parsed = parse("'=1,Formula-looking id");
    expect(parsed.ok && parsed.requirements[0]!.id).toBe('=1');
  });

  it('refuses an empty file, or one with only a header', () => {
    expect(errorsOf('')).toEqual(['The file has no requirement: give one a line, its id then its title.']);
    expect(errorsOf('Requirement,Title,Group,Controls\n')).toEqual([
      'The file has no requirement: give one a line, its id then its title.',
    ]);
  });

  it('refuses text that is not CSV', () => {
    expect(errorsOf('01.a,"unterminated title')[0]).toMatch(/^The file is not valid CSV: /);
  });

  it('answers each bad line with its number and what to fix', () => {
    expect(errorsOf('01.a,\n,No id\n01.c,Title,Group,XX-99 YY-01\n01.d,Fine\n01.D,Again')).toEqual([
      'Line 1: give the requirement title.',
      'Line 2: give the requirement id.',
      'Line 3: XX-99, YY-01 are not controls of the library.',
      'Line 5: 01.D is listed twice.',
    ]);
    expect(errorsOf('01.a,Title,Group,ZZ-01')).toEqual(['Line 1: ZZ-01 is not a control of the library.']);
  });

  it('refuses ids, titles and groups over their lengths', () => {
    expect(errorsOf(`${'x'.repeat(41)},Title`)).toEqual(['Line 1: the requirement id can be at most 40 characters.']);
    expect(errorsOf(`01.a,${'t'.repeat(301)}`)).toEqual(['Line 1: the title can be at most 300 characters.']);
    expect(errorsOf(`01.a,Title,${'g'.repeat(121)}`)).toEqual(['Line 1: the group can be at most 120 characters.']);
  });

  it('shows the first five problems and counts the rest', () => {
    const text = Array.from({ length: 8 }, (_, index) => `R${index},`).join('\n');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(6);
    expect(errors[5]).toBe('…and 3 more lines to fix.');
    expect(errorsOf(Array.from({ length: 6 }, (_, index) => `R${index},`).join('\n'))[5]).toBe('…and 1 more line to fix.');
  });

  it('refuses more requirements than a list holds', () => {
    const text = Array.from({ length: MAX_LICENSED_REQUIREMENTS + 1 }, (_, index) => `R${index},Title`).join('\n');
    expect(errorsOf(text)).toEqual([`A licensed list holds at most 2000 requirements; this file has 2001.`]);
    expect(parse(text.split('\n').slice(1).join('\n')).ok).toBe(true);
  });
});

describe('licensedImportSchema', () => {
  it('takes a licensed framework id and non-empty text', () => {
    expect(licensedImportSchema.parse({ frameworkId: 'hitrust', requirements: ' 01.a,Title ' })).toEqual({
      frameworkId: 'hitrust',
      requirements: '01.a,Title',
    });
  });

  it('refuses another framework, an empty file and an oversized one with their messages', () => {
    const message = (input: unknown) => licensedImportSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ frameworkId: 'soc2', requirements: 'a,b' })).toBe('Choose a licensed framework to import.');
    expect(message({ frameworkId: 'hitrust', requirements: '  ' })).toBe('Choose the CSV file of your licensed requirements.');
    expect(message({ frameworkId: 'hitrust' })).toBe('Choose the CSV file of your licensed requirements.');
    expect(message({ frameworkId: 'hitrust', requirements: 'x'.repeat(600_001) })).toMatch(/^The file can be at most 600,000 characters/);
  });
});

describe('customRequirementSet with groups', () => {
  const base = { id: 'f', name: 'HITRUST CSF', description: 'Imported' };

  it('groups requirements by the group their lines name, in the order first named', () => {
    const set = customRequirementSet({
      ...base,
      requirements: [
        { id: '01.a', title: 'A', controls: [], group: 'Access' },
        { id: '02.a', title: 'B', controls: [], group: 'People' },
        { id: '01.b', title: 'C', controls: [], group: 'Access' },
        { id: 'X', title: 'D', controls: [] },
      ],
    });
    expect(set.id).toBe('custom:f');
    expect(set.groups.map((group) => [group.id, group.title, group.requirements.map((requirement) => requirement.id)])).toEqual([
      ['group-1', 'Access', ['01.a', '01.b']],
      ['group-2', 'People', ['02.a']],
      ['requirements', 'HITRUST CSF', ['X']],
    ]);
  });

  it('keeps one group under the framework name when no line names one', () => {
    const set = customRequirementSet({ ...base, requirements: [{ id: 'A', title: 'A', controls: ['AC-01'] }] });
    expect(set.groups).toEqual([{ id: 'requirements', title: 'HITRUST CSF', requirements: [{ id: 'A', title: 'A' }] }]);
  });
});
