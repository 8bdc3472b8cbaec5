/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import EvidenceItemPage from '@/app/manage/evidence/[id]/page';
import EvidencePage from '@/app/manage/evidence/page';
import { ToastProvider } from '@/components/ui/toast';
import { requireMember } from '@/lib/dal';
import { createEvidence, failEvidence, linkEvidenceControl, readEvidence } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { pdfFile, upload, uploads } from '../workspace/evidence/fixtures';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('evidence-pages');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/manage/evidence',
  useSearchParams: () => new URLSearchParams(),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function render(element: Promise<unknown>) {
  const html = renderToStaticMarkup(<ToastProvider>{(await element) as ReactElement}</ToastProvider>);
  return { html, text: text(html) };
}

let admin: Member;
let viewer: Member;
let itemId: string;

beforeAll(async () => {
  admin = await founder('Pages Admin');
  viewer = await joinAs(admin, 'viewer');
  const files = await uploads(pdfFile('firewall.pdf'));
  const created = await createEvidence(
    admin,
    { ...upload, name: 'Firewall export', expiresOn: '2000-01-01' },
    files,
    new Date('1999-12-01T00:00:00Z'),
  );
  const linked = await linkEvidenceControl(admin, { id: created.id, version: created.version, controlId: 'NET-01' });
  await failEvidence(admin, { id: created.id, version: linked.version, reason: 'Rules of the DMZ are missing.' });
  await createEvidence(admin, { ...upload, name: 'Access review' }, files);
  itemId = created.id;
});

describe('/manage/evidence/[id]', () => {
  const open = (member: Member, query: Record<string, string> = {}, id = itemId) => {
    jest.mocked(requireMember).mockResolvedValue(member);
    return render(EvidenceItemPage({ params: Promise.resolve({ id }), searchParams: Promise.resolve(query) }));
  };

  it('shows the record, its expiry flag, failure reason, files with downloads, linked controls and history', async () => {
    const { html, text } = await open(admin);
    expect(text).toContain('Firewall export');
    expect(text).toContain('Verification Failed');
    expect(text).toContain('Expired');
    expect(text).toContain('Rules of the DMZ are missing.');
    expect(text).toContain('Revision 1 (current)');
    const fileId = (await readEvidence(admin, itemId)).files[0]!.id;
    expect(html).toContain(`href="/manage/evidence/${itemId}/files/${fileId}"`);
    expect(text).toContain('NET-01');
    expect(text).toContain('Failed the evidence Firewall export: Rules of the DMZ are missing.');
    for (const action of ['Retry', 'Replace', 'Edit', 'Archive', 'Link control', 'Unlink']) expect(text).toContain(action);
    expect(text).not.toMatch(/>\s*Review\s*</);
  });

  it('shows a viewer the record and its downloads without any write button', async () => {
    const { html, text } = await open(viewer);
    expect(text).toContain('Download');
    for (const action of ['Retry', 'Replace', 'Edit', 'Archive', 'Link control', 'Unlink', 'Verify', 'Restore'])
      expect(html).not.toContain(`>${action}<`);
  });

  it('is not found for an id of another organization or one that is not a UUID', async () => {
    const stranger = await founder('Pages Stranger');
    await expect(open(stranger)).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(open(admin, {}, 'nonsense')).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

describe('/manage/evidence', () => {
  const list = (member: Member, query: Record<string, string> = {}) => {
    jest.mocked(requireMember).mockResolvedValue(member);
    return render(EvidencePage({ searchParams: Promise.resolve(query) }));
  };

  it('lists the page the query asks for, with the Expired badge and each row’s actions as links', async () => {
    const { html, text } = await list(admin);
    expect(text).toContain('Showing 1–2 of 2 items');
    expect(text).toContain('Expired');
    expect(html).toContain(`href="/manage/evidence/${itemId}?panel=retry"`);
    expect(html).toContain('aria-label="Replace Firewall export"');
    const filtered = await list(admin, { status: 'failed' });
    expect(filtered.text).toContain('Showing 1–1 of 1 item');
    expect(filtered.text).not.toContain('Access review');
  });

  it('gives a viewer View only on rows that are not verified, and no upload button', async () => {
    const { html } = await list(viewer);
    expect(html).toContain('aria-label="View Firewall export"');
    expect(html).not.toContain('aria-label="Retry Firewall export"');
    expect(html).not.toContain('+ Upload Evidence');
  });
});
