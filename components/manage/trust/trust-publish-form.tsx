'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button, buttonClasses } from '@/components/ui/button';
import type { FormAction } from '@/lib/schemas/form-state';
import type { TrustSettings } from '@/lib/schemas/trust/records';

const noCheck = () => null;

/** Whether the page is public, the switch that changes it (administrators), and the preview. */
export function TrustPublishForm({ settings, action }: { settings: TrustSettings; action: FormAction<TrustSettings> | null }) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({
    action: action ?? (async () => ({ status: 'idle' }) as const),
    validate: noCheck,
    onCreated: () => router.refresh(),
  });
  const address = `/trust/${settings.slug}`;
  return (
    <section aria-labelledby="trust-publish" className="space-y-3 rounded-md border border-slate-200 p-4">
      <h3 id="trust-publish" className="text-base font-semibold text-slate-900">
        Publishing
      </h3>
      <p className="text-sm text-slate-700">
        {settings.published ? (
          <>
            Published at{' '}
            <a href={address} className="font-medium text-indigo-800 underline">
              {address}
            </a>
            .
          </>
        ) : settings.version === 0 ? (
          'Not published. Save the settings below, then publish.'
        ) : (
          `Not published: ${address} answers “Page not found”.`
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {action && settings.version > 0 && (
          <form noValidate onSubmit={onSubmit}>
            <input type="hidden" name="version" value={settings.version} />
            <input type="hidden" name="published" value={settings.published ? 'off' : 'on'} />
            <Button type="submit" variant={settings.published ? 'secondary' : 'primary'} disabled={pending}>
              {settings.published ? 'Unpublish page' : 'Publish page'}
            </Button>
          </form>
        )}
        <Link href="/manage/trust-preview" className={buttonClasses('secondary')}>
          Preview
        </Link>
      </div>
      <FormError message={formError} />
    </section>
  );
}
