import { activeNavHref, initialsOf, userMenuLinks } from '@/lib/manage-nav';

describe('activeNavHref', () => {
  it.each([
    ['/manage', '/manage'],
    ['/manage/frameworks', '/manage/frameworks'],
    ['/manage/evidence', '/manage/evidence'],
    ['/manage/reports', '/manage/reports'],
    ['/manage/hipaaActivate', '/manage/frameworks'],
    ['/manage/ccpa-issues', '/manage/frameworks'],
    ['/manage/addFrameworks', '/manage/frameworks'],
    ['/manage/assessment', '/manage/frameworks'],
    ['/manage/frameworks/preview', '/manage/frameworks'],
  ])('%s marks %s', (path, href) => expect(activeNavHref(path)).toBe(href));
  it('marks nothing on settings or elsewhere', () => {
    expect(activeNavHref('/manage/settings')).toBeUndefined();
    expect(activeNavHref('/manage/frameworksX')).toBeUndefined();
  });
});

describe('userMenuLinks', () => {
  it('links the six settings sections, then Help & Support to /support and Documentation to /help', () => {
    expect(userMenuLinks.map((l) => [l.label, l.href])).toEqual([
      ['Profile', '/manage/settings?path=profile'],
      ['Notifications', '/manage/settings?path=notifications'],
      ['Security', '/manage/settings?path=security'],
      ['Billing', '/manage/settings?path=billing'],
      ['Team', '/manage/settings?path=team'],
      ['API Keys', '/manage/settings?path=api'],
      ['Help & Support', '/support'],
      ['Documentation', '/help'],
    ]);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Acme Health', 'AH'],
    ['Sarah Jane Chen', 'SC'],
    ['acme', 'AC'],
    ['  ', '?'],
    ['X', 'X'],
  ])('%p gives %p', (name, initials) => expect(initialsOf(name)).toBe(initials));
});
