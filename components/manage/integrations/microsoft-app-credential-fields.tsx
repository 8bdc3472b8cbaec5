import { TextField } from '@/components/ui/field';
import type { FieldErrors } from '@/lib/schemas/form-state';

/**
 * A Microsoft Entra app registration's credentials, as every Microsoft connection asks them: the tenant, the app's
 * client ID (`clientHint` says what the app must hold) and its secret, never filled back in.
 */
export function MicrosoftAppCredentialFields({ errors, clientHint }: { errors: FieldErrors; clientHint: string }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Tenant ID"
          name="tenantId"
          required
          autoComplete="off"
          placeholder="acme.onmicrosoft.com"
          hint="The directory (tenant) ID, or a domain of the tenant."
          error={errors.tenantId}
        />
        <TextField label="Client ID" name="clientId" required autoComplete="off" hint={clientHint} error={errors.clientId} />
      </div>
      <TextField
        label="Client secret"
        name="clientSecret"
        type="password"
        required
        autoComplete="off"
        hint="The secret's Value; it is sealed and never shown again."
        error={errors.clientSecret}
      />
    </>
  );
}
