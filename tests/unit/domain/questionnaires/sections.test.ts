import { policySections, sectionLabel, sentences, stem } from '@/lib/domain/questionnaires';

const body = `Intro line before any heading.

## Purpose

This policy sets out how access is granted,
across two wrapped lines.

## Policy Statements

Each statement applies to every system.

1. **Least privilege.** Access is granted by role
   and approved by the owner.
2. **Authentication.** MFA is required.
3. Plain item without a bold lead.

### 7.1 Numbered heading

Text under a numbered heading.
`;

describe('policySections', () => {
  const sections = policySections('Access Control Policy', body);

  it('splits by heading, numbers the sections in order unless a heading has its own number, and list items by their lead', () => {
    expect(sections.map((section) => [section.number, section.title])).toEqual([
      ['0', 'Access Control Policy'],
      ['1', 'Purpose'],
      ['2', 'Policy Statements'],
      ['2.1', 'Policy Statements: Least privilege'],
      ['2.2', 'Policy Statements: Authentication'],
      ['2.3', 'Policy Statements'],
      ['7.1', 'Numbered heading'],
    ]);
  });

  it('keeps the text of each piece, the bold lead moved to the title', () => {
    expect(sections[3]!.text).toBe('Access is granted by role\nand approved by the owner.');
    expect(sections[4]!.text).toBe('MFA is required.');
    expect(sections[5]!.text).toBe('Plain item without a bold lead.');
  });

  it('has no piece for an empty text', () => expect(policySections('Empty', '')).toEqual([]));

  it('labels a section with the policy, its version and the section', () => {
    expect(sectionLabel('Access Control Policy', 'v2.4', sections[4]!)).toBe(
      'Access Control Policy v2.4 § 2.2 Policy Statements: Authentication',
    );
    expect(sectionLabel('Access Control Policy', 'v2.4', sections[0]!)).toBe('Access Control Policy v2.4');
  });
});

describe('sentences', () => {
  it('joins wrapped lines, splits sentences and drops Markdown marks', () => {
    expect(sentences('- **Bold** item one.\n- Item two\n  continues. Next sentence.\n\n# Heading')).toEqual([
      'Bold item one.',
      'Item two continues.',
      'Next sentence.',
      'Heading',
    ]);
  });
});

describe('stem', () => {
  it.each([
    ['encryption', 'encrypt'],
    ['encrypted', 'encrypt'],
    ['encrypts', 'encrypt'],
    ['logging', 'log'],
    ['logs', 'log'],
    ['policies', 'policy'],
    ['access', 'access'],
    ['business', 'business'],
    ['scanning', 'scan'],
    ['keys', 'key'],
    ['2fa', '2fa'],
    ['sso', 'sso'],
  ])('%p stems to %p', (word, expected) => expect(stem(word)).toBe(expected));
});
