import type { AssistantPage, AssistantRecordKind } from '@/lib/schemas/assistant';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The /manage pages of one record: the path's pattern and the kind of record it shows. */
const recordPages: { pattern: RegExp; kind: AssistantRecordKind }[] = [
  { pattern: new RegExp(`^/manage/policies/(${UUID})(?:/|$)`, 'i'), kind: 'policy' },
  { pattern: new RegExp(`^/manage/evidence/(${UUID})(?:/|$)`, 'i'), kind: 'evidence' },
  { pattern: new RegExp(`^/manage/risks/(${UUID})(?:/|$)`, 'i'), kind: 'risk' },
  { pattern: new RegExp(`^/manage/vendors/(${UUID})(?:/|$)`, 'i'), kind: 'vendor' },
  { pattern: new RegExp(`^/manage/isms/audits/(${UUID})(?:/|$)`, 'i'), kind: 'audit' },
  { pattern: new RegExp(`^/manage/people/(${UUID})(?:/|$)`, 'i'), kind: 'person' },
  { pattern: new RegExp(`^/manage/questionnaires/(${UUID})(?:/|$)`, 'i'), kind: 'questionnaire' },
];

/** The framework pages, whose framework is the `framework` query value (SOC 2 without one). */
const frameworkPages = ['/manage/frameworkManage', '/manage/frameworks/preview', '/manage/assessment'];
const FRAMEWORK_ID = /^[a-z0-9-]{2,40}$/;

/**
 * The page on screen as the assistant reads it: its path, and the record it shows where it shows one (a policy, a
 * finding's audit, a framework's requirements and controls), so "this control" or "this policy" means it.
 */
export function pageOfLocation(pathname: string, search = ''): AssistantPage {
  const path = pathname.length > 400 ? pathname.slice(0, 400) : pathname;
  const query = new URLSearchParams(search);
  if (frameworkPages.includes(path)) {
    const framework = query.get('framework') ?? '';
    const id = FRAMEWORK_ID.test(framework) ? framework : path === '/manage/frameworkManage' ? 'soc2' : '';
    return id ? { path, kind: 'framework', id } : { path };
  }
  for (const { pattern, kind } of recordPages) {
    const match = pattern.exec(path);
    if (match) return { path, kind, id: match[1]!.toLowerCase() };
  }
  return { path };
}

/** Questions the panel suggests for the page on screen. */
export function suggestedQuestions(page: AssistantPage): string[] {
  switch (page.kind) {
    case 'framework':
      return page.id === 'soc2'
        ? ['What does CC6.1 need from us?', 'Which requirements are not met yet?', 'Why is this control Needs attention?']
        : ['Which requirements are not met yet?', 'Which controls have no owner?'];
    case 'control':
      return ['Why is this control Needs attention?', 'What evidence does this control need?'];
    case 'audit':
    case 'finding':
      return ['Explain this finding', 'Draft a corrective action for this finding'];
    case 'policy':
      return ['Summarize this policy', 'Which controls does this policy support?'];
    case 'evidence':
      return ['What does this evidence prove?', 'Which controls does it count for?'];
    case 'questionnaire':
      return ['Which questions are still unanswered?', 'Draft an answer to the first unanswered question'];
    case 'risk':
      return ['How is this risk treated?'];
    case 'vendor':
      return ['When is this vendor due for review?'];
    default:
      return ['What does CC6.1 need from us?', 'What are my overdue tasks?', 'Which requirements are not met yet?'];
  }
}
