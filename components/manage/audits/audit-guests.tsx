'use client';

import { useRef } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { useProgressRouter } from '@/components/navigation/use-progress-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { guestStandingLabels } from '@/lib/domain/audit-guests/rules';
import { auditGuestInviteSchema, type AuditGuestRow } from '@/lib/schemas/audit-guests/records';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

const validateInvite = formValidator(auditGuestInviteSchema);
const noFields = () => null;
const cell = 'px-3 py-2 text-left align-top';

export type AuditGuestActions = { invite: FormAction<{ id: string }>; withdraw: FormAction<{ id: string }> };

/** Auditor guests of one audit (admins): invite one by e-mail, see where each stands, withdraw one. */
export function AuditGuests({ auditId, guests, actions }: { auditId: string; guests: AuditGuestRow[]; actions: AuditGuestActions }) {
  const router = useProgressRouter();
  const form = useRef<HTMLFormElement>(null);
  const invite = useRecordForm({
    action: actions.invite,
    validate: validateInvite,
    onCreated: () => {
      form.current?.reset();
      router.refresh();
    },
  });
  return (
    <section aria-label="Auditor guests" className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">Auditor guests</h2>
      <p className="mb-3 text-sm text-slate-600">
        An auditor sees this audit only, read-only, after setting up two-factor sign-in; access ends after the audit&apos;s end date.
      </p>
      {guests.length > 0 && (
        <table className="mb-4 w-full text-sm" aria-label="Auditor guests">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className={cell}>Auditor</th>
              <th className={cell}>E-mail</th>
              <th className={cell}>Standing</th>
              <th className={cell}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {guests.map((guest) => (
              <tr key={guest.id} className="border-b border-slate-100">
                <td className={cell}>
                  {guest.name} · {guest.firm}
                </td>
                <td className={cell}>{guest.email}</td>
                <td className={cell}>{guestStandingLabels[guest.standing]}</td>
                <td className={cell}>
                  {(guest.standing === 'invited' || guest.standing === 'active') && (
                    <WithdrawForm auditId={auditId} guest={guest} action={actions.withdraw} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form ref={form} noValidate onSubmit={invite.onSubmit} className="grid gap-3 sm:grid-cols-3" aria-label="Invite auditor">
        <input type="hidden" name="auditId" value={auditId} />
        <TextField label="Auditor name" name="name" required error={invite.errors.name} />
        <TextField label="Firm" name="firm" required error={invite.errors.firm} />
        <TextField label="Auditor e-mail" name="email" type="email" required error={invite.errors.email} />
        <div className="sm:col-span-3">
          <FormError message={invite.formError} />
          <Button type="submit" disabled={invite.pending}>
            {invite.pending ? 'Inviting…' : 'Invite Auditor'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function WithdrawForm({ auditId, guest, action }: { auditId: string; guest: AuditGuestRow; action: FormAction<{ id: string }> }) {
  const router = useProgressRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noFields, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit}>
      <input type="hidden" name="auditId" value={auditId} />
      <input type="hidden" name="guestId" value={guest.id} />
      <Button type="submit" variant="secondary" disabled={pending} aria-label={`Withdraw ${guest.name}`}>
        {pending ? 'Withdrawing…' : 'Withdraw'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}
