'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator } from '@/lib/schemas/form-state';
import { addDomainSchema, domainIdSchema } from '@/lib/schemas/sso/records';
import type { SsoActions, SsoView } from './sso-types';

const validateDomain = formValidator(addDomainSchema);
const validateId = formValidator(domainIdSchema);

type Domain = SsoView['domains'][number];

function DomainButton({
  domain,
  action,
  label,
  variant,
}: {
  domain: Domain;
  action: SsoActions['verifyDomain'];
  label: string;
  variant: 'primary' | 'ghost';
}) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: validateId, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`${label} ${domain.domain}`} className="space-y-2">
      <input type="hidden" name="id" value={domain.id} />
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? `${label}…` : label}
      </Button>
      <FormError message={formError} />
    </form>
  );
}

function DomainRow({ domain, actions }: { domain: Domain; actions: Pick<SsoActions, 'verifyDomain' | 'removeDomain'> }) {
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-900">
          {domain.domain}{' '}
          <span className={domain.verifiedAt ? 'text-emerald-700' : 'text-amber-700'}>
            {domain.verifiedAt ? `Verified ${domain.verifiedAt} (${domain.verifiedBy === 'dns' ? 'DNS' : 'file'})` : 'Not verified'}
          </span>
        </p>
        <div className="flex gap-2">
          {!domain.verifiedAt && <DomainButton domain={domain} action={actions.verifyDomain} label="Verify" variant="primary" />}
          <DomainButton domain={domain} action={actions.removeDomain} label="Remove" variant="ghost" />
        </div>
      </div>
      {!domain.verifiedAt && (
        <div className="space-y-1 text-sm text-slate-700">
          <p>Prove it with either:</p>
          <p>
            a DNS TXT record on <code>{domain.domain}</code>: <code className="break-all">complia-domain-verification={domain.token}</code>
          </p>
          <p>
            or a file at <code className="break-all">https://{domain.domain}/.well-known/complia-domain-verification.txt</code> holding{' '}
            <code className="break-all">{domain.token}</code>
          </p>
        </div>
      )}
    </li>
  );
}

/** The domains the organization claims: each proven before its people are sent to the provider. */
export function SsoDomains({ view, actions }: { view: SsoView; actions: Pick<SsoActions, 'addDomain' | 'verifyDomain' | 'removeDomain'> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action: actions.addDomain,
    validate: validateDomain,
    onCreated: () => router.refresh(),
  });
  return (
    <section aria-labelledby="sso-domains" className="space-y-3">
      <h3 id="sso-domains" className="text-sm font-semibold text-slate-900">
        Domains
      </h3>
      {view.domains.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {view.domains.map((domain) => (
            <DomainRow key={domain.id} domain={domain} actions={actions} />
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Add a domain">
        <div className="min-w-64 flex-1">
          <TextField label="Domain" name="domain" placeholder="example.com" error={errors.domain} />
        </div>
        <Button type="submit" variant="secondary" disabled={pending}>
          Add domain
        </Button>
      </form>
      <FormError message={formError} />
    </section>
  );
}
