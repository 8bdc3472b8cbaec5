'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { trustDomainAddSchema, type TrustApprovedDomain } from '@/lib/schemas/trust/access';

const validateAdd = formValidator(trustDomainAddSchema);
const noCheck = () => null;

function RemoveDomain({ domain, action }: { domain: TrustApprovedDomain; action: FormAction<TrustApprovedDomain> }) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit}>
      <input type="hidden" name="id" value={domain.id} />
      <Button type="submit" variant="ghost" disabled={pending} aria-label={`Remove ${domain.domain}`}>
        Remove
      </Button>
      <FormError message={formError} />
    </form>
  );
}

/** Domains whose requests are approved at once (for the default 30 days), without an administrator's decision. */
export function TrustDomains({
  domains,
  actions,
}: {
  domains: TrustApprovedDomain[];
  actions: { add: FormAction<TrustApprovedDomain>; remove: FormAction<TrustApprovedDomain> };
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action: actions.add,
    validate: validateAdd,
    onCreated: () => router.refresh(),
  });
  return (
    <section aria-labelledby="trust-domains-heading" className="space-y-3">
      <h3 id="trust-domains-heading" className="text-base font-semibold text-slate-900">
        Approved domains
      </h3>
      <p className="text-sm text-slate-600">
        Requests from these e-mail domains (and their subdomains) get access for 30 days without waiting.
      </p>
      {domains.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {domains.map((domain) => (
            <li key={domain.id} className="flex items-center justify-between px-4 py-2 text-sm text-slate-900">
              {domain.domain}
              <RemoveDomain domain={domain} action={actions.remove} />
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} aria-label="Add an approved domain" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <TextField label="Domain" name="domain" placeholder="customer.com" error={errors.domain} />
        </div>
        <Button type="submit" variant="secondary" disabled={pending}>
          Add domain
        </Button>
      </form>
      <FormError message={formError} />
    </section>
  );
}
