/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import FrameworkManagePage from '@/app/manage/frameworkManage/page';
import { ToastProvider } from '@/components/ui/toast';
import { requireMember } from '@/lib/dal';
import { setControlState } from '@/lib/workspace/frameworks';
import { addFrameworks } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { currentEvidenceFor } from '../workspace/evidence/fixtures';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('framework-manage-page');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

/** The page for `member` at `query`, as the text a person reads (tags dropped), and its markup. */
async function page(member: Member, query: Record<string, string>) {
  jest.mocked(requireMember).mockResolvedValue(member);
  const element = (await FrameworkManagePage({ searchParams: Promise.resolve(query) })) as ReactElement;
  const html = renderToStaticMarkup(<ToastProvider>{element}</ToastProvider>);
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

let admin: Member;
let viewer: Member;

beforeAll(async () => {
  admin = await founder('Page Admin');
  viewer = await joinAs(admin, 'viewer');
  await addFrameworks(admin, ['soc2', 'iso27001', 'hitrust']);
  await setControlState(admin, 'OPS-06', { state: 'implemented', reason: '', ownerMemberId: admin.id, note: '', version: 0 });
  // With verified evidence linked, the implemented control counts.
  await currentEvidenceFor(admin, ['OPS-06']);
});

describe('/manage/frameworkManage', () => {
  it('shows SOC 2 without a framework in the address, or with an unknown one', async () => {
    for (const query of [{}, { framework: 'nonsense' }] as Record<string, string>[]) {
      const { text } = await page(admin, query);
      expect(text).toContain('SOC 2 2017 Trust Services Criteria');
      expect(text).toContain('Compliance Status 1% Requirements met');
      expect(text).toContain('Requirements 1 of 61 Met');
      expect(text).toContain('Controls 1 of ');
      expect(text).toContain('CC1 Control Environment 0 of 5 met');
      expect(text).toContain('A1 Availability 1 of 3 met');
    }
  });

  it('shows another followed library framework by its id', async () => {
    const { text } = await page(admin, { framework: 'iso27001' });
    expect(text).toContain('ISO 27001 ISO/IEC 27001:2022');
    expect(text).toContain('Requirements 1 of 123 Met');
  });

  it('asks for the licensed list of a followed HITRUST CSF, and offers an unfollowed framework', async () => {
    expect((await page(admin, { framework: 'hitrust' })).text).toContain('Import your licensed HITRUST CSF list');
    expect((await page(admin, { framework: 'hipaa' })).text).toContain('HIPAA Security Rule is not part of your organization yet');
    expect((await page(admin, { framework: 'glba' })).text).toContain('GLBA Safeguards Rule is not part of your organization yet');
  });

  it('gives editors Edit buttons and the links that change things; a viewer reads only', async () => {
    const editor = await page(admin, {});
    // The first group (CC1) is open; the others' controls are rendered when opened.
    expect(editor.html).toContain('aria-label="Edit HR-02 Employment terms, conduct and confidentiality"');
    expect(editor.text).toContain('Generate Report');
    const reader = await page(viewer, {});
    expect(reader.html).not.toContain('aria-label="Edit ');
    expect(reader.text).not.toContain('Generate Report');
    expect(reader.html).toContain('href="/manage/frameworkManage/download?framework=soc2" download=""');
    expect(reader.text).toContain('Requirements 1 of 61 Met');
  });
});
