/** @jest-environment node */
import { PAGE_SIZE } from '@/lib/domain/list-query';
import type { ReportedFinding } from '@/lib/domain/vulnerabilities/sync';
import { applySourceReport, listFindings, pageOfFindings, requestVulnerabilityException } from '@/lib/workspace/vulnerabilities';
import type { Member } from '@/lib/workspace/member';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-vulnerability-pages');

const today = '2026-04-01';
const day = (text: string) => new Date(`${text}T09:00:00Z`);
// 45 findings over three assets, each first seen on its own day so the list has one order.
const reported: ReportedFinding[] = Array.from({ length: 45 }, (_, index) => ({
  asset: `acme/repo-${index % 3}`,
  identifier: `CVE-2026-${String(1000 + index)}`,
  title: `finding ${index}`,
  severity: 'high',
  firstSeenOn: `2026-01-${String(1 + (index % 28)).padStart(2, '0')}`,
}));
const ids = (rows: { identifier: string }[]) => rows.map((row) => row.identifier);

let owner: Member;

beforeAll(async () => {
  owner = await founder('Paging owner');
  await applySourceReport(owner, { source: 'github:dependabot', complete: true, findings: reported }, day('2026-03-01'));
  // A complete report that no longer lists the last 12 (on asset 0 and 1 only) fixes them: 33 open, 12 fixed.
  const dropped = reported.slice(33).filter((finding) => finding.asset !== 'acme/repo-2');
  await applySourceReport(
    owner,
    { source: 'github:dependabot', complete: true, findings: reported.filter((finding) => !dropped.includes(finding)) },
    day('2026-03-02'),
  );
});

describe('a page of findings', () => {
  it('cuts the open list in pages of the list’s order and counts every open finding', async () => {
    const all = await listFindings(owner, today, 'open');
    const first = await pageOfFindings(owner, today, 'open', 1);
    const second = await pageOfFindings(owner, today, 'open', 2);
    expect(first).toMatchObject({ total: all.length, page: 1, pageCount: 2 });
    expect(ids(first.rows)).toEqual(ids(all.slice(0, PAGE_SIZE)));
    expect(ids(second.rows)).toEqual(ids(all.slice(PAGE_SIZE)));
    expect(second.rows.every((finding) => finding.fixedOn === null && finding.state === 'overdue')).toBe(true);
  });

  it('applies the fixed filter before paging, so its pages hold only fixed findings', async () => {
    const fixed = await pageOfFindings(owner, today, 'fixed', 1);
    expect(fixed.total).toBe((await listFindings(owner, today, 'fixed')).length);
    expect(fixed.total).toBeGreaterThan(0);
    expect(fixed.pageCount).toBe(1);
    expect(fixed.rows.every((finding) => finding.state === 'fixed')).toBe(true);
  });

  it('shows the last page for a page past the end', async () => {
    const past = await pageOfFindings(owner, today, 'open', 9);
    expect(past.page).toBe(2);
    expect(ids(past.rows)).toEqual(ids((await pageOfFindings(owner, today, 'open', 2)).rows));
    expect((await pageOfFindings(owner, today, 'fixed', 3)).page).toBe(1);
  });

  it('gives a finding on a later page its exceptions and state', async () => {
    const [target] = (await pageOfFindings(owner, today, 'open', 2)).rows;
    await requestVulnerabilityException(
      owner,
      { findingId: target!.id, reason: 'Vendor fix pending', expiresOn: '2026-05-01' },
      day(today),
    );
    const again = (await pageOfFindings(owner, today, 'open', 2)).rows.find((finding) => finding.id === target!.id);
    expect(again!.exceptions.map((exception) => exception.reason)).toEqual(['Vendor fix pending']);
  });
});
