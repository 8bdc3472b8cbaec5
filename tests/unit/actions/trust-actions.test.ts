/** @jest-environment node */
import { revalidatePath, revalidateTag } from 'next/cache';
import { publishTrustPageAction, saveTrustSettingsAction } from '@/app/manage/settings/trust-actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { trustOrganizationTag, trustSlugTag } from '@/lib/domain/trust/rules';
import type { Member } from '@/lib/workspace/member';
import { publishedTrustPage } from '@/lib/workspace/trust';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('trust-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const idle = { status: 'idle' } as const;
const form = (fields: Record<string, string | string[]>) =>
  formData({ slug: 'acme-actions', overview: 'Hello', sections: ['frameworks', 'subprocessors'], version: '0', ...fields });

let admin: Member;
let viewer: Member;

beforeAll(async () => {
  admin = await founder('Trust Admin');
  viewer = await joinAs(admin, 'viewer');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(revalidatePath).mockReset();
  jest.mocked(revalidateTag).mockReset();
});

describe('trust center actions', () => {
  it('refuses a viewer before reading the form', async () => {
    jest.mocked(requireMember).mockResolvedValue(viewer);
    await expect(saveTrustSettingsAction(idle, form({}))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers a field message for a reserved address', async () => {
    jest.mocked(requireMember).mockResolvedValue(admin);
    const state = await saveTrustSettingsAction(idle, form({ slug: 'manage' }));
    expect(state).toMatchObject({ status: 'error', fieldErrors: { slug: '“manage” is reserved. Choose another address.' } });
  });

  it('saves, drops the old and new addresses, publishes, and unpublishes at once', async () => {
    jest.mocked(requireMember).mockResolvedValue(admin);
    expect(await saveTrustSettingsAction(idle, form({}))).toMatchObject({ status: 'success', message: 'Trust center settings saved.' });
    expect(revalidateTag).toHaveBeenCalledWith(trustOrganizationTag(admin.organizationId), { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith(trustSlugTag('acme-actions'), { expire: 0 });

    jest.mocked(revalidateTag).mockReset();
    await saveTrustSettingsAction(idle, form({ slug: 'acme-renamed', version: '1' }));
    expect(revalidateTag).toHaveBeenCalledWith(trustSlugTag('acme-actions'), { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith(trustSlugTag('acme-renamed'), { expire: 0 });

    const published = await publishTrustPageAction(idle, formData({ published: 'on', version: '2' }));
    expect(published).toMatchObject({ status: 'success', message: 'Trust page published at /trust/acme-renamed.' });
    expect(await publishedTrustPage('acme-renamed')).not.toBeNull();
    expect(await publishedTrustPage('acme-actions')).toBeNull();

    jest.mocked(revalidateTag).mockReset();
    expect(await publishTrustPageAction(idle, formData({ published: 'off', version: '3' }))).toMatchObject({
      message: 'Trust page unpublished.',
    });
    expect(revalidateTag).toHaveBeenCalledWith(trustSlugTag('acme-renamed'), { expire: 0 });
    expect(await publishedTrustPage('acme-renamed')).toBeNull();
  });

  it('refuses a stale publish with the reload message', async () => {
    jest.mocked(requireMember).mockResolvedValue(admin);
    const state = await publishTrustPageAction(idle, formData({ published: 'on', version: '1' }));
    expect(state).toMatchObject({ status: 'error', formError: 'This record was changed by someone else. Reload to see the latest.' });
  });
});
