import type { SharedRequirements } from '@/lib/catalog/crosswalk';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import {
  filterFrameworks,
  frameworkActions,
  frameworkHref,
  frameworkStats,
  manageHref,
  mergeFrameworks,
  overlapPreviews,
  overlapText,
  previewHref,
  progressText,
  removeFrameworkQuestion,
  type FollowedFramework,
  type FrameworkFilters,
} from '@/lib/domain/frameworks/followed';
import type { Framework } from '@/lib/schemas/frameworks/records';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
/** The demo organization's rows (lib/seed/frameworks.ts): 5 active or under review, 2 in progress. */
const followed: FollowedFramework[] = [
  { frameworkId: 'soc2', status: 'active', progress: 96, updatedAt: ago(48) },
  { frameworkId: 'gdpr', status: 'active', progress: 92, updatedAt: ago(7 * 24) },
  { frameworkId: 'pci-dss', status: 'active', progress: 89, updatedAt: ago(72) },
  { frameworkId: 'glba', status: 'active', progress: 94, updatedAt: ago(120) },
  { frameworkId: 'ccpa', status: 'review', progress: 88, updatedAt: ago(26) },
  { frameworkId: 'iso27001', status: 'progress', progress: 65, updatedAt: ago(3) },
  { frameworkId: 'sox', status: 'progress', progress: 40, updatedAt: ago(96) },
];
const frameworks = mergeFrameworks(frameworkDirectory, followed, now);

const none: FrameworkFilters = { status: '', category: '', search: '', tag: '' };
const byId = (id: string) => {
  const found = frameworks.find((f) => f.id === id);
  if (!found) throw new Error(id);
  return found;
};
const ids = (list: Framework[]) => list.map((f) => f.id);

describe('mergeFrameworks', () => {
  it('lists every directory framework in its order, each at the monthly cost of $200', () => {
    expect(frameworks.map((f) => f.id)).toEqual(frameworkDirectory.map((f) => f.id));
    expect(frameworks.every((f) => f.monthlyCost === 200)).toBe(true);
  });
  it("takes status, progress and the time since the last update from the organization's row", () => {
    expect(byId('soc2')).toMatchObject({ name: 'SOC 2 Type II', status: 'active', progress: 96, lastUpdated: '2 days ago' });
    expect(byId('ccpa')).toMatchObject({ status: 'review', progress: 88, lastUpdated: 'Yesterday' });
    expect(byId('iso27001')).toMatchObject({ status: 'progress', progress: 65, lastUpdated: '3 hours ago' });
  });
  it('shows a framework without a row as Available, 0% and never updated', () => {
    expect(byId('hipaa')).toMatchObject({ status: 'inactive', progress: 0, lastUpdated: 'Never' });
    const none = mergeFrameworks(frameworkDirectory, [], now);
    expect(none.every((f) => f.status === 'inactive' && f.progress === 0 && f.lastUpdated === 'Never')).toBe(true);
    expect(frameworkStats(none)).toEqual({ total: 32, active: 0, progress: 0, available: 32 });
  });
  it('ignores a row whose framework left the directory', () => {
    expect(
      mergeFrameworks(frameworkDirectory, [{ frameworkId: 'gone', status: 'active', progress: 50, updatedAt: now }], now),
    ).toHaveLength(32);
  });
});

describe('frameworkStats', () => {
  it('gives the demo organization its cards: 32 listed, 5 active, 2 in progress, 25 available', () => {
    expect(frameworkStats(frameworks)).toEqual({ total: 32, active: 5, progress: 2, available: 25 });
  });
  it('counts a framework under review as active and handles an empty list', () => {
    expect(frameworkStats([byId('ccpa')])).toEqual({ total: 1, active: 1, progress: 0, available: 0 });
    expect(frameworkStats([])).toEqual({ total: 0, active: 0, progress: 0, available: 0 });
  });
});

describe('filterFrameworks', () => {
  it('returns everything without filters', () => {
    expect(filterFrameworks(frameworks, none)).toHaveLength(32);
  });
  it('filters by status: active includes review required, progress, inactive', () => {
    expect(ids(filterFrameworks(frameworks, { ...none, status: 'active' }))).toEqual(['soc2', 'gdpr', 'pci-dss', 'glba', 'ccpa']);
    expect(ids(filterFrameworks(frameworks, { ...none, status: 'progress' }))).toEqual(['iso27001', 'sox']);
    expect(filterFrameworks(frameworks, { ...none, status: 'inactive' })).toHaveLength(25);
  });
  it('ignores an unknown status, category or tag (the controls then show all)', () => {
    expect(filterFrameworks(frameworks, { ...none, status: 'bogus' })).toHaveLength(32);
    expect(filterFrameworks(frameworks, { ...none, category: 'nothing' })).toHaveLength(32);
    expect(filterFrameworks(frameworks, { ...none, tag: 'all' })).toHaveLength(32);
    expect(filterFrameworks(frameworks, { ...none, tag: 'bogus' })).toHaveLength(32);
  });
  it('filters by category', () => {
    const healthcare = filterFrameworks(frameworks, { ...none, category: 'healthcare' });
    expect(healthcare.length).toBeGreaterThan(0);
    expect(healthcare.every((f) => f.category === 'healthcare')).toBe(true);
  });
  it('searches name and description case-insensitively, trimming spaces', () => {
    expect(ids(filterFrameworks(frameworks, { ...none, search: '  iso 27001 ' }))).toEqual(['iso27001']);
    expect(ids(filterFrameworks(frameworks, { ...none, search: 'CARDHOLDER' }))).toEqual(['pci-dss']);
    expect(filterFrameworks(frameworks, { ...none, search: 'no such thing' })).toEqual([]);
  });
  it('filters by tag chip', () => {
    expect(ids(filterFrameworks(frameworks, { ...none, tag: 'eu' }))).toEqual(['gdpr', 'eu-ai-act', 'dora', 'nis2']);
    expect(filterFrameworks(frameworks, { ...none, tag: 'popular' }).every((f) => f.tags.includes('popular'))).toBe(true);
  });
  it('combines filters with AND', () => {
    expect(ids(filterFrameworks(frameworks, { status: 'inactive', category: 'healthcare', search: 'hipaa', tag: 'popular' }))).toEqual([
      'hipaa',
    ]);
    expect(filterFrameworks(frameworks, { ...none, status: 'active', category: 'healthcare' })).toEqual([]);
  });
});

describe('frameworkActions', () => {
  const labels = (id: string) => frameworkActions(byId(id)).map((a) => a.label);
  it('offers the actions of each status', () => {
    expect(labels('soc2')).toEqual(['Manage', 'View Report', 'Settings']);
    expect(labels('iso27001')).toEqual(['Continue Setup', 'View Tasks', 'Settings']);
    expect(labels('hipaa')).toEqual(['Activate', 'Learn More', 'Preview']);
    expect(labels('ccpa')).toEqual(['Review Issues', 'View Report', 'Settings']);
  });
  it('leads to the screens of the issue', () => {
    const href = (id: string, label: string) => frameworkActions(byId(id)).find((a) => a.label === label)?.href;
    expect(href('hipaa', 'Activate')).toBe('/manage/hipaaActivate');
    expect(href('iso27001', 'Continue Setup')).toBe('/manage/iso27001Setup');
    expect(href('soc2', 'Manage')).toBe('/manage/frameworkManage');
    expect(href('soc2', 'Settings')).toBe('/manage/frameworkSettings');
    expect(href('gdpr', 'Settings')).toBe('/manage/frameworkSettings?framework=gdpr');
    expect(href('ccpa', 'Review Issues')).toBe('/manage/ccpa-issues');
    // ISO 27001's guide is its setup (Continue Setup): its tasks are its requirements, on its page with the SoA.
    expect(href('iso27001', 'View Tasks')).toBe('/manage/frameworkManage?framework=iso27001');
  });
  it('leads a followed library framework without a screen of its own to its requirements, by id', () => {
    const href = (id: string, label: string) => frameworkActions(byId(id)).find((a) => a.label === label)?.href;
    expect(href('gdpr', 'Manage')).toBe('/manage/frameworkManage?framework=gdpr');
    expect(href('pci-dss', 'Manage')).toBe('/manage/frameworkManage?framework=pci-dss');
    const inProgress = (id: string) =>
      mergeFrameworks(frameworkDirectory, [{ frameworkId: id, status: 'progress', progress: 0, updatedAt: now }], now).find(
        (f) => f.id === id,
      )!;
    expect(frameworkActions(inProgress('gdpr')).find((a) => a.label === 'View Tasks')?.href).toBe('/manage/frameworkManage?framework=gdpr');
    expect(frameworkActions(inProgress('hipaa')).map((a) => a.href)).toEqual([
      '/manage/hipaaActivate',
      '/manage/frameworkManage?framework=hipaa',
      '/manage/frameworkSettings?framework=hipaa',
    ]);
  });
  it('leads a framework whose requirement list is coming to its own screen, which says so, never to another framework', () => {
    const [manage] = frameworkActions(byId('glba'));
    expect(manage).toEqual({ label: 'Manage', href: '/manage/frameworkManage?framework=glba' });
    expect(frameworkActions(byId('sox'))[1]).toEqual({ label: 'View Tasks', href: '/manage/frameworkManage?framework=sox' });
  });
  it('gives a message where no screen exists yet', () => {
    const [, learn, preview] = frameworkActions(byId('hitech'));
    expect(learn?.message).toBe('Learning more about HITECH...');
    expect(preview?.message).toBe('Previewing HITECH controls...');
  });
  it('activates an Available framework by adding it and opening its setup (HIPAA through its wizard)', () => {
    expect(frameworkActions(byId('hitech'))[0]).toEqual({ label: 'Activate', message: 'Activating HITECH framework...', starts: true });
    const available = (id: string) => mergeFrameworks(frameworkDirectory, [], now).find((f) => f.id === id)!;
    expect(frameworkActions(available('soc2'))[0]).toEqual({
      label: 'Activate',
      message: 'Activating SOC 2 Type II framework...',
      starts: true,
    });
    expect(frameworkActions(available('iso27001'))[0]).toMatchObject({ label: 'Activate', starts: true });
    expect(frameworkActions(available('hipaa'))[0]).toEqual({ label: 'Activate', href: '/manage/hipaaActivate' });
  });
  it('continues the setup of an In Progress framework on its own setup screen', () => {
    const inProgress = (id: string) =>
      mergeFrameworks(frameworkDirectory, [{ frameworkId: id, status: 'progress', progress: 0, updatedAt: now }], now).find(
        (f) => f.id === id,
      )!;
    expect(frameworkActions(byId('sox'))[0]).toEqual({ label: 'Continue Setup', href: '/manage/frameworkSetup?framework=sox' });
    expect(frameworkActions(inProgress('soc2'))[0]).toEqual({ label: 'Continue Setup', href: '/manage/frameworkSetup?framework=soc2' });
    expect(frameworkActions(inProgress('ccpa')).map((a) => a.href)).toEqual([
      '/manage/frameworkSetup?framework=ccpa',
      '/manage/ccpa-issues',
      '/manage/frameworkSettings?framework=ccpa',
    ]);
    expect(frameworkActions(inProgress('hipaa'))[0]?.href).toBe('/manage/hipaaActivate');
    expect(frameworkActions(byId('iso27001'))[0]?.href).toBe('/manage/iso27001Setup');
  });
  it("opens the framework's preview from Learn More and Preview (at its requirement list when it has one), each showing its message first", () => {
    const [, learn, preview] = frameworkActions(byId('hitrust'));
    expect(learn).toEqual({
      label: 'Learn More',
      href: '/manage/frameworks/preview?framework=hitrust',
      message: 'Learning more about HITRUST CSF...',
    });
    expect(preview).toEqual({
      label: 'Preview',
      href: '/manage/frameworks/preview?framework=hitrust',
      message: 'Previewing HITRUST CSF controls...',
    });
    // A framework of the control library: Preview scrolls to its requirement list.
    expect(frameworkActions(byId('hipaa'))[2]?.href).toBe('/manage/frameworks/preview?framework=hipaa#preview-requirements');
    expect(frameworkActions(byId('hitech'))[2]?.href).toBe('/manage/frameworks/preview?framework=hitech#preview-requirements');
    expect(previewHref('pci-dss')).toBe('/manage/frameworks/preview?framework=pci-dss');
  });
  it('offers a viewer only the actions that look', () => {
    const viewer = (id: string) => frameworkActions(byId(id), false).map((a) => a.label);
    expect(viewer('soc2')).toEqual(['Manage', 'View Report']);
    expect(viewer('iso27001')).toEqual(['View Tasks']);
    expect(viewer('hipaa')).toEqual(['Learn More', 'Preview']);
    expect(viewer('ccpa')).toEqual(['Review Issues', 'View Report']);
  });
  it('offers every followed framework, whatever its status, a way to its page besides its setup', () => {
    for (const status of ['progress', 'review'] as const) {
      for (const { id } of frameworkDirectory.filter((entry) => entry.id !== 'ccpa')) {
        const [framework] = mergeFrameworks(
          [frameworkDirectory.find((entry) => entry.id === id)!],
          [{ frameworkId: id, status, progress: 10, updatedAt: now }],
          now,
        );
        expect(frameworkActions(framework!).map((action) => action.href)).toContain(manageHref(id));
      }
    }
  });
  it('gives every action a link, or Activate, which adds the framework; only Learn More and Preview show a message first', () => {
    for (const framework of frameworks) {
      for (const action of frameworkActions(framework)) {
        expect(Boolean(action.href) || action.starts === true).toBe(true);
        if (action.href && action.message) expect(['Learn More', 'Preview']).toContain(action.label);
      }
    }
  });
});

describe('frameworkHref', () => {
  it("keeps the screens of ISO 27001 and the CCPA, and SOC 2's own", () => {
    expect(frameworkHref('soc2', 'SOC 2 Type II')).toBe('/manage/frameworkManage');
    expect(frameworkHref('iso27001', 'ISO 27001')).toBe('/manage/iso27001Setup');
    expect(frameworkHref('ccpa', 'CCPA/CPRA')).toBe('/manage/ccpa-issues');
  });
  it('leads the other library frameworks to their requirements, by id', () => {
    expect(frameworkHref('pci-dss', 'PCI DSS')).toBe('/manage/frameworkManage?framework=pci-dss');
    expect(frameworkHref('gdpr', 'GDPR')).toBe('/manage/frameworkManage?framework=gdpr');
    expect(frameworkHref('hipaa', 'HIPAA')).toBe('/manage/frameworkManage?framework=hipaa');
    expect(frameworkHref('glba', 'GLBA')).toBe('/manage/frameworkManage?framework=glba');
    expect(frameworkHref('fda-part11', 'FDA 21 CFR Part 11')).toBe('/manage/frameworkManage?framework=fda-part11');
  });
  it('leads a framework whose list is coming to its card on Frameworks', () => {
    expect(frameworkHref('hitrust', 'HITRUST CSF')).toBe('/manage/frameworks?search=HITRUST%20CSF');
  });
  it("manageHref answers SOC 2's screen, and every other framework's by its id", () => {
    expect(manageHref('soc2')).toBe('/manage/frameworkManage');
    expect(manageHref('iso27001')).toBe('/manage/frameworkManage?framework=iso27001');
    expect(manageHref('sox')).toBe('/manage/frameworkManage?framework=sox');
  });
});

describe('overlap previews', () => {
  const none = () => new Map<string, SharedRequirements[]>();
  /** A made-up crosswalk: HIPAA's first two requirements share a control with SOC 2, its third with PCI DSS. */
  const hipaaLinks = new Map<string, SharedRequirements[]>([
    ['164.308(a)(1)(ii)(A)', [{ frameworkId: 'soc2', name: 'SOC 2', requirementIds: ['CC3.2'] }]],
    ['164.308(a)(1)(ii)(B)', [{ frameworkId: 'soc2', name: 'SOC 2', requirementIds: ['CC5.1', 'CC9.1'] }]],
    ['164.308(a)(2)', [{ frameworkId: 'pci-dss', name: 'PCI DSS', requirementIds: ['12.1'] }]],
    ['164.310(b)', []],
  ]);
  const crosswalk = (id: string) => (id === 'hipaa' ? hipaaLinks : none());

  it("says how many of the framework's requirements are covered", () => {
    expect(overlapText({ met: 0, total: 61 })).toBe('Your implemented controls already cover 0 of its 61 requirements.');
    expect(overlapText({ met: 12, total: 50 })).toBe('Your implemented controls already cover 12 of its 50 requirements.');
    expect(overlapText({ met: 12, total: 50 }, 0)).toBe('Your implemented controls already cover 12 of its 50 requirements.');
  });
  it('adds how many share controls with the followed frameworks, when any do', () => {
    expect(overlapText({ met: 3, total: 50 }, 41)).toBe(
      'Your implemented controls already cover 3 of its 50 requirements, and 41 share controls with the frameworks you follow.',
    );
  });
  it('previews only frameworks not followed whose coverage is known', () => {
    const coverage = { soc2: { met: 3, total: 61 }, hipaa: { met: 1, total: 50 }, gdpr: { met: 0, total: 38 } };
    expect(overlapPreviews(['soc2', 'hipaa', 'gdpr', 'fda-part11', 'glba'], ['soc2', 'glba'], coverage, crosswalk)).toEqual({
      hipaa: 'Your implemented controls already cover 1 of its 50 requirements, and 2 share controls with the frameworks you follow.',
      gdpr: 'Your implemented controls already cover 0 of its 38 requirements.',
    });
    expect(overlapPreviews([], [], coverage, crosswalk)).toEqual({});
  });
  it('counts the shared requirements by the frameworks followed', () => {
    const coverage = { hipaa: { met: 0, total: 50 } };
    const preview = (followed: string[]) => overlapPreviews(['hipaa'], followed, coverage, crosswalk).hipaa;
    expect(preview([])).toBe('Your implemented controls already cover 0 of its 50 requirements.');
    expect(preview(['pci-dss'])).toMatch(/, and 1 share controls with the frameworks you follow\.$/);
    expect(preview(['soc2', 'pci-dss'])).toMatch(/, and 3 share controls with the frameworks you follow\.$/);
  });
});

describe('removeFrameworkQuestion', () => {
  it('asks first and says what stays', () => {
    expect(removeFrameworkQuestion('SOC 2 Type II')).toBe(
      'Remove SOC 2 Type II from your frameworks? Its control states stay, so adding it again restores its progress.',
    );
  });
});

describe('progressText', () => {
  it('shows the percent of a measured framework, 0% included', () => {
    expect(progressText({ id: 'sox', progress: 92 })).toBe('92%');
    expect(progressText({ id: 'hitrust', progress: 0 })).toBe('0%');
  });

  it('asks for the licensed list of a licensed framework without one, and says a list is coming otherwise', () => {
    expect(progressText({ id: 'hitrust', progress: null })).toBe('Import your licensed list');
    expect(progressText({ id: 'fda-part11', progress: null })).toBe('Requirement list coming');
  });
});
