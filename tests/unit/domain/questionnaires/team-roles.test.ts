import { KnowledgeIndex } from '@/lib/domain/questionnaires';
import { roleDoing, teamRoleLines } from '@/lib/domain/questionnaires/team-roles';
import { composedFor, policySection } from '../../../support/knowledge-documents';

const section = (number: string, heading: string, text: string) => policySection('Incident Response Policy', number, heading, text);

const roles = section(
  '3',
  'Roles and Responsibilities',
  [
    '- **The Security Officer** leads the response and decides the severity of each incident.',
    '- **The incident response team**, named by the Security Officer, investigates, contains and recovers.',
    '- **The Privacy Officer** assesses whether an incident is a breach and handles notifications.',
    '- **Workforce members** report anything that looks like a security incident.',
  ].join('\n'),
);

describe('whether a team includes a role', () => {
  it('is said Yes by the team’s line and the role’s own line of a roles section', () => {
    const question = 'Does your incident response team include a privacy officer?';
    expect(teamRoleLines(question, roles)).toEqual([
      'The incident response team, named by the Security Officer, investigates, contains and recovers.',
      'The Privacy Officer assesses whether an incident is a breach and handles notifications.',
    ]);
    expect(composedFor(question, roles)).toMatchObject({ kind: 'yes', penalty: 1 });
  });

  it('is not said by a roles section naming no line for the role asked', () => {
    expect(teamRoleLines('Does your incident response team include a forensic analyst?', roles)).toBeNull();
  });

  it('is not said by a roles section naming no such team', () => {
    expect(teamRoleLines('Does your red team include a privacy officer?', roles)).toBeNull();
  });

  it('is not said by a section other than the roles', () => {
    const purpose = section('1', 'Purpose', roles.text);
    expect(teamRoleLines('Does your incident response team include a privacy officer?', purpose)).toBeNull();
  });

  it('does not join two lines of a roles section for any other question', () => {
    const question = 'Does the security officer handle notifications?';
    expect(teamRoleLines(question, roles)).toBeNull();
    expect(composedFor(question, roles)?.kind).not.toBe('yes');
  });
});

describe('the resources to do a thing internally', () => {
  const question = 'Do you have the resources to internally conduct incident investigations?';

  it('are said Yes by the line of a roles section where a role does the thing', () => {
    expect(roleDoing(question, roles)?.line).toBe(
      'The incident response team, named by the Security Officer, investigates, contains and recovers.',
    );
    expect(composedFor(question, roles)).toMatchObject({ kind: 'yes', penalty: 1 });
  });

  it('are not said by a roles section where no role does the thing', () => {
    const asked = 'Do you have the resources to internally conduct forensic analysis?';
    expect(roleDoing(asked, roles)).toBeNull();
    expect(composedFor(asked, roles)?.kind).not.toBe('yes');
  });

  it('are not said by a section other than the roles', () => {
    expect(roleDoing(question, section('1', 'Purpose', roles.text))).toBeNull();
  });

  it('are not asked by a question about the thing alone', () => {
    expect(roleDoing('Do you conduct incident investigations?', roles)).toBeNull();
  });

  it('are said by a line that covers the whole question, the resources and "internally" included', () => {
    expect(composedFor(question, roles)).toMatchObject({ whole: true });
    expect(new KnowledgeIndex([roles]).suggest(question)).toMatchObject({ kind: 'yes' });
  });

  it('leave a line that names no role doing the thing short of the whole question', () => {
    expect(composedFor('Do you have the resources to internally conduct forensic analysis?', roles)?.whole).toBeUndefined();
  });
});
