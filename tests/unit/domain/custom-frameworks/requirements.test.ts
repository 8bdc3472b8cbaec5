import { customRequirementsCsv, MAX_CUSTOM_REQUIREMENTS, parseCustomRequirements } from '@/lib/domain/custom-frameworks/requirements';

const known = new Set(['AC-03', 'AC-05', 'HR-03', 'GOV-01']);
const parse = (text: string) => parseCustomRequirements(text, known);
const errorsOf = (text: string) => {
  const parsed = parse(text);
  if (parsed.ok) throw new Error('Expected the list to be refused');
  return parsed.errors;
};

describe('parseCustomRequirements', () => {
  it('reads identifier, title and controls, skipping a header line and blank lines', () => {
    expect(parse('Requirement,Title,Controls\nSEC-1,Staff take training,HR-03\n\nSEC-2,Access reviews,AC-03 AC-05\n')).toEqual({
      ok: true,
      requirements: [
        { id: 'SEC-1', title: 'Staff take training', controls: ['HR-03'] },
        { id: 'SEC-2', title: 'Access reviews', controls: ['AC-03', 'AC-05'] },
      ],
    });
  });

  it('takes controls separated by spaces, semicolons or quoted commas, or in extra cells; any case; each once', () => {
    const parsed = parse('A,One,"ac-03, AC-05"\nB,Two,AC-03;hr-03 ; GOV-01\nC,Three,AC-03,AC-05,ac-03');
    expect(parsed.ok && parsed.requirements.map((requirement) => requirement.controls)).toEqual([
      ['AC-03', 'AC-05'],
      ['AC-03', 'HR-03', 'GOV-01'],
      ['AC-03', 'AC-05'],
    ]);
  });

  it('keeps a quoted title with commas and quotes, trims cells and reads a byte-order mark', () => {
    const parsed = parse('\uFEFFid,title,controls\n  P-1 , "Keys are rotated, logged and ""owned""" , AC-05 ');
    expect(parsed).toEqual({ ok: true, requirements: [{ id: 'P-1', title: 'Keys are rotated, logged and "owned"', controls: ['AC-05'] }] });
  });

  it('treats a first line as a header only when its first cell names the column', () => {
    expect(parse('ID-1,First,AC-03').ok).toBe(true);
    expect(errorsOf('Reference,Title,Controls')).toEqual(['Enter at least one requirement, or import a CSV file.']);
  });

  it('says what is wrong with each line, by its line number', () => {
    const errors = errorsOf(
      ['Requirement,Title,Controls', 'A', 'B,Nothing mapped,', 'C,Unknown,AC-03 ZZ-99', 'A,Twice,AC-03', 'D,Two unknown,XX-1;YY-2'].join(
        '\n',
      ),
    );
    expect(errors).toEqual([
      "Line 2: give the requirement's identifier, its title and its controls.",
      'Line 3: map B to at least one control of the library, e.g. GOV-01.',
      'Line 4: ZZ-99 is not a control of the library.',
      'Line 5: A is listed twice.',
      'Line 6: XX-1, YY-2 are not controls of the library.',
    ]);
  });

  it('refuses a duplicate identifier whatever its case', () => {
    expect(errorsOf('a-1,One,AC-03\nA-1,Two,AC-05')).toEqual(['Line 2: A-1 is listed twice.']);
  });

  it('refuses an identifier over 40 characters and a title over 300', () => {
    expect(errorsOf(`${'X'.repeat(41)},Title,AC-03`)).toEqual(['Line 1: the identifier can be at most 40 characters.']);
    expect(parse(`${'X'.repeat(40)},${'t'.repeat(300)},AC-03`).ok).toBe(true);
    expect(errorsOf(`X,${'t'.repeat(301)},AC-03`)).toEqual(['Line 1: the title can be at most 300 characters.']);
  });

  it('shows the first five problems and counts the rest', () => {
    const lines = Array.from({ length: 8 }, (_, index) => `R-${index},Title,NOPE`);
    const errors = errorsOf(lines.join('\n'));
    expect(errors).toHaveLength(6);
    expect(errors[4]).toBe('Line 5: NOPE is not a control of the library.');
    expect(errors[5]).toBe('…and 3 more lines to fix.');
    expect(errorsOf([...lines.slice(0, 6)].join('\n'))[5]).toBe('…and 1 more line to fix.');
  });

  it('holds at most 500 requirements', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => `R-${index},Title,AC-03`).join('\n');
    expect(parse(rows(MAX_CUSTOM_REQUIREMENTS)).ok).toBe(true);
    expect(errorsOf(rows(MAX_CUSTOM_REQUIREMENTS + 1))).toEqual(['A custom framework holds at most 500 requirements; this list has 501.']);
  });

  it('refuses text that is not CSV, and an empty list', () => {
    expect(errorsOf('A,"open quote,AC-03')[0]).toMatch(/^The requirements are not valid CSV: /);
    expect(errorsOf('\n\n')).toEqual(['Enter at least one requirement, or import a CSV file.']);
  });
});

describe('customRequirementsCsv', () => {
  it('writes what the parser reads back, formula-looking cells included', () => {
    const requirements = [
      { id: 'SEC-1', title: 'Rotate keys, yearly', controls: ['AC-05'] },
      { id: '=CMD()', title: '-starts with a dash', controls: ['AC-03', 'HR-03'] },
    ];
    const csv = customRequirementsCsv(requirements);
    expect(csv.split('\n')[0]).toBe('Requirement,Title,Controls');
    expect(csv).toContain("'=CMD()");
    expect(parse(csv)).toEqual({ ok: true, requirements });
  });
});
