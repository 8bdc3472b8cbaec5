'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { formValidator } from '@/lib/schemas/form-state';
import { enableSchema } from '@/lib/schemas/sso/records';
import { SsoMetadataRefresh } from './sso-metadata-refresh';
import type { SsoActions, SsoView } from './sso-types';

const validate = formValidator(enableSchema);

/** The connection's state: the test sign-in (a plain link: the provider's page must open), then the switch. */
export function SsoStatus({ view, action }: { view: SsoView; action: SsoActions['setEnabled'] }) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  if (!view.protocol) return null;
  return (
    <section aria-labelledby="sso-status" className="space-y-3">
      <h3 id="sso-status" className="text-sm font-semibold text-slate-900">
        Test and switch on
      </h3>
      <p className="text-sm text-slate-700">
        {view.testedAt
          ? `Test sign-in succeeded on ${view.testedAt}.`
          : 'Not tested yet: sign in once through the provider to prove the connection.'}{' '}
        {view.enabled ? 'Single sign-on is on.' : 'Single sign-on is off.'}
      </p>
      <SsoMetadataRefresh view={view} />
      <div className="flex flex-wrap gap-3">
        <a href="/api/auth/sso/test" className={buttonClasses('secondary')}>
          Test sign-in
        </a>
        <form noValidate onSubmit={onSubmit} aria-label="Switch single sign-on">
          <input type="hidden" name="version" value={view.version} />
          <input type="hidden" name="enabled" value={view.enabled ? 'off' : 'on'} />
          <Button type="submit" variant={view.enabled ? 'danger' : 'primary'} disabled={pending || (!view.enabled && !view.testedAt)}>
            {view.enabled ? 'Switch single sign-on off' : 'Switch single sign-on on'}
          </Button>
        </form>
      </div>
      <FormError message={formError} />
    </section>
  );
}
