import { policyPageActions, policyRowActions, type PolicyPermissions, type PolicyRowAction } from '@/lib/domain/policies/actions';
import type { PolicyStatus } from '@/lib/schemas/policies/records';

const admin: PolicyPermissions = { canEdit: true, canApprove: true, canDelete: true };
const member: PolicyPermissions = { canEdit: true, canApprove: false, canDelete: false };
const viewer: PolicyPermissions = { canEdit: false, canApprove: false, canDelete: false };

const policy = (status: PolicyStatus, archived = false) => ({ id: 'p1', name: 'Password Policy', status, archived });
const labels = (actions: PolicyRowAction[]) => actions.map((action) => action.label);

describe('policyRowActions (the row actions per status and role)', () => {
  it.each([
    ['approved', ['View', 'Edit', 'Download']],
    ['review', ['View', 'Review', 'Comments']],
    ['draft', ['Edit', 'Submit', 'Delete']],
    ['expired', ['Update', 'Renew', 'Archive']],
  ] as const)('gives an administrator of a %s policy %j', (status, expected) => {
    expect(labels(policyRowActions(policy(status), admin))).toEqual(expected);
  });

  it('leaves out what a member may not do: Review (approval) and Delete', () => {
    expect(labels(policyRowActions(policy('review'), member))).toEqual(['View', 'Comments']);
    expect(labels(policyRowActions(policy('draft'), member))).toEqual(['Edit', 'Submit']);
    expect(labels(policyRowActions(policy('expired'), member))).toEqual(['Update', 'Renew', 'Archive']);
  });

  it('gives a viewer View, and Download for an approved text, only', () => {
    expect(labels(policyRowActions(policy('approved'), viewer))).toEqual(['View', 'Download']);
    expect(labels(policyRowActions(policy('expired'), viewer))).toEqual(['View', 'Download']);
    expect(labels(policyRowActions(policy('review'), viewer))).toEqual(['View']);
    expect(labels(policyRowActions(policy('draft'), viewer))).toEqual(['View']);
  });

  it('opens pages for the links and confirms the server steps', () => {
    const [view, review, comments] = policyRowActions(policy('review'), admin);
    expect(view).toEqual({ label: 'View', kind: 'link', href: '/manage/policies/p1' });
    expect(review).toMatchObject({ kind: 'link', href: '/manage/policies/p1#review' });
    expect(comments).toMatchObject({ kind: 'link', href: '/manage/policies/p1#comments' });
    const [, download] = policyRowActions(policy('approved'), viewer);
    expect(download).toEqual({ label: 'Download', kind: 'link', href: '/manage/policies/p1/pdf', download: true });
    const steps = policyRowActions(policy('draft'), admin).filter((action) => action.kind === 'step');
    expect(steps.map((action) => action.kind === 'step' && [action.step, action.confirm.includes('Password Policy')])).toEqual([
      ['submit', true],
      ['delete', true],
    ]);
  });

  it('lets anyone only read an archived policy', () => {
    expect(labels(policyRowActions(policy('approved', true), admin))).toEqual(['View', 'Download']);
    expect(labels(policyRowActions(policy('draft', true), admin))).toEqual(['View']);
  });
});

describe('policyPageActions', () => {
  it('offers the steps the status allows to the roles that may take them', () => {
    expect(labels(policyPageActions(policy('draft'), admin))).toEqual(['Edit', 'Submit for Review', 'Delete']);
    expect(labels(policyPageActions(policy('draft'), member))).toEqual(['Edit', 'Submit for Review']);
    expect(labels(policyPageActions(policy('review'), admin))).toEqual([]);
    expect(labels(policyPageActions(policy('approved'), admin))).toEqual(['Edit', 'Archive', 'Download PDF']);
    expect(labels(policyPageActions(policy('expired'), member))).toEqual(['Update', 'Renew', 'Archive', 'Download PDF']);
    expect(labels(policyPageActions(policy('approved'), viewer))).toEqual(['Download PDF']);
    expect(labels(policyPageActions(policy('draft'), viewer))).toEqual([]);
    expect(labels(policyPageActions(policy('expired', true), admin))).toEqual(['Download PDF']);
  });
});
