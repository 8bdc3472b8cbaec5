import type { Metadata } from 'next';
import Link from 'next/link';
import { TrustPage } from '@/components/trust/trust-page-view';
import { requireMember } from '@/lib/dal';
import { trustPagePreview, trustSettingsOf } from '@/lib/workspace/trust';

export const metadata: Metadata = { title: 'Trust page preview' };

/** The trust page as a visitor would see it, drawn from the current settings even while it is unpublished. */
export default async function TrustPreviewPage() {
  const member = await requireMember();
  const [view, settings] = await Promise.all([trustPagePreview(member), trustSettingsOf(member)]);
  return (
    <div className="space-y-4">
      <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <p>
          Preview of <strong>/trust/{settings.slug}</strong>: this is what visitors see.{' '}
          {settings.published ? 'The page is published.' : 'The page is not published: visitors get “Page not found”.'}
        </p>
        <Link href="/manage/settings?path=trust" className="font-semibold underline">
          Back to Trust center settings
        </Link>
      </div>
      <div className="rounded-lg bg-slate-50">
        <TrustPage view={view} />
      </div>
    </div>
  );
}
