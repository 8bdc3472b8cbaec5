import { pageOfLocation, suggestedQuestions } from '@/lib/domain/assistant/page-context';
import { assistantPageSchema } from '@/lib/schemas/assistant';

const id = '7d1c0e52-1a2b-4c3d-8e9f-000000000001';

describe('pageOfLocation', () => {
  it.each([
    [`/manage/policies/${id}`, 'policy'],
    [`/manage/policies/${id}/edit`, 'policy'],
    [`/manage/evidence/${id}`, 'evidence'],
    [`/manage/risks/${id}`, 'risk'],
    [`/manage/vendors/${id}`, 'vendor'],
    [`/manage/isms/audits/${id}`, 'audit'],
    [`/manage/people/${id}`, 'person'],
    [`/manage/questionnaires/${id}/columns`, 'questionnaire'],
  ] as const)('reads %s as a %s page', (path, kind) => {
    expect(pageOfLocation(path)).toEqual({ path, kind, id });
  });

  it("reads a framework page's framework from the query, SOC 2 when the detail page names none", () => {
    expect(pageOfLocation('/manage/frameworkManage', '')).toEqual({ path: '/manage/frameworkManage', kind: 'framework', id: 'soc2' });
    expect(pageOfLocation('/manage/frameworkManage', '?framework=iso27001')).toEqual({
      path: '/manage/frameworkManage',
      kind: 'framework',
      id: 'iso27001',
    });
    expect(pageOfLocation('/manage/assessment', '?framework=hipaa')).toMatchObject({ kind: 'framework', id: 'hipaa' });
    expect(pageOfLocation('/manage/assessment', '')).toEqual({ path: '/manage/assessment' });
  });

  it('names no record on a list page, an unknown page or an id that is not one', () => {
    expect(pageOfLocation('/manage/policies')).toEqual({ path: '/manage/policies' });
    expect(pageOfLocation('/manage/policies/not-an-id')).toEqual({ path: '/manage/policies/not-an-id' });
    expect(pageOfLocation('/manage/frameworkManage', '?framework=<script>')).toEqual({
      path: '/manage/frameworkManage',
      kind: 'framework',
      id: 'soc2',
    });
  });

  it('always answers a page the question schema accepts, a very long path included', () => {
    const long = `/manage/${'a'.repeat(900)}`;
    expect(assistantPageSchema.safeParse(pageOfLocation(long)).success).toBe(true);
    expect(assistantPageSchema.safeParse(pageOfLocation(`/manage/risks/${id}`)).success).toBe(true);
  });
});

describe('suggestedQuestions', () => {
  it('suggests questions about the record on screen', () => {
    expect(suggestedQuestions({ path: '/manage/frameworkManage', kind: 'framework', id: 'soc2' })).toContain(
      'What does CC6.1 need from us?',
    );
    expect(suggestedQuestions({ path: '/manage/frameworkManage', kind: 'framework', id: 'soc2' })).toContain(
      'Why is this control Needs attention?',
    );
    expect(suggestedQuestions({ path: `/manage/isms/audits/${id}`, kind: 'audit', id })).toContain('Explain this finding');
    expect(suggestedQuestions({ path: '/manage' }).length).toBeGreaterThan(0);
  });
});
