import { filterFrameworks, frameworkActions, frameworkStats, type FrameworkFilters } from '@/lib/domain/frameworks';
import { frameworks } from '@/lib/sample-data/frameworks';
import type { Framework } from '@/lib/schemas/framework';

const none: FrameworkFilters = { status: '', category: '', search: '', tag: '' };
const byId = (id: string) => {
  const found = frameworks.find((f) => f.id === id);
  if (!found) throw new Error(id);
  return found;
};
const ids = (list: Framework[]) => list.map((f) => f.id);

describe('frameworkStats', () => {
  it('gives the spec figures 20 / 5 / 2 / 13 for the sample data', () => {
    expect(frameworkStats(frameworks)).toEqual({ total: 20, active: 5, progress: 2, available: 13 });
  });
  it('counts a framework under review as active and handles an empty list', () => {
    expect(frameworkStats([byId('ccpa')])).toEqual({ total: 1, active: 1, progress: 0, available: 0 });
    expect(frameworkStats([])).toEqual({ total: 0, active: 0, progress: 0, available: 0 });
  });
});

describe('filterFrameworks', () => {
  it('returns everything without filters', () => {
    expect(filterFrameworks(frameworks, none)).toHaveLength(20);
  });
  it('filters by status: active includes review required, progress, inactive', () => {
    expect(ids(filterFrameworks(frameworks, { ...none, status: 'active' }))).toEqual(['soc2', 'gdpr', 'pci-dss', 'glba', 'ccpa']);
    expect(ids(filterFrameworks(frameworks, { ...none, status: 'progress' }))).toEqual(['iso27001', 'sox']);
    expect(filterFrameworks(frameworks, { ...none, status: 'inactive' })).toHaveLength(13);
  });
  it('ignores an unknown status, category or tag (the controls then show all)', () => {
    expect(filterFrameworks(frameworks, { ...none, status: 'bogus' })).toHaveLength(20);
    expect(filterFrameworks(frameworks, { ...none, category: 'nothing' })).toHaveLength(20);
    expect(filterFrameworks(frameworks, { ...none, tag: 'all' })).toHaveLength(20);
    expect(filterFrameworks(frameworks, { ...none, tag: 'bogus' })).toHaveLength(20);
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
    expect(ids(filterFrameworks(frameworks, { ...none, tag: 'eu' }))).toEqual(['gdpr']);
    expect(filterFrameworks(frameworks, { ...none, tag: 'popular' }).every((f) => f.tags.includes('popular'))).toBe(true);
  });
  it('combines filters with AND', () => {
    expect(ids(filterFrameworks(frameworks, { status: 'inactive', category: 'healthcare', search: 'hipaa', tag: 'popular' }))).toEqual(['hipaa']);
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
    expect(href('ccpa', 'Review Issues')).toBe('/manage/ccpa-issues');
  });
  it('gives a message where no screen exists yet', () => {
    const [activate, learn, preview] = frameworkActions(byId('hitech'));
    expect(activate).toEqual({ label: 'Activate', message: 'Activating HITECH framework...' });
    expect(learn?.message).toBe('Learning more about HITECH...');
    expect(preview?.message).toBe('Previewing HITECH controls...');
    expect(frameworkActions(byId('sox'))[0]).toEqual({ label: 'Continue Setup', message: 'Continuing SOX setup...' });
  });
  it('gives every action a link or a message', () => {
    for (const framework of frameworks) {
      for (const action of frameworkActions(framework)) expect(Boolean(action.href) !== Boolean(action.message)).toBe(true);
    }
  });
});
