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
  it('links the six settings sections, with Help & Support and Documentation on api', () => {
    expect(userMenuLinks.map((l) => [l.label, l.href.split('?')[1]])).toEqual([
      ['Profile', 'path=profile'],
      ['Notifications', 'path=notifications'],
      ['Security', 'path=security'],
      ['Billing', 'path=billing'],
      ['Team', 'path=team'],
      ['API Keys', 'path=api'],
      ['Help & Support', 'path=api'],
      ['Documentation', 'path=api'],
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
