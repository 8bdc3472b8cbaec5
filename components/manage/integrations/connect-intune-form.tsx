'use client';

import type { FormAction } from '@/lib/schemas/form-state';
import { ConnectMicrosoftAppForm } from './connect-microsoft-app-form';

/**
 * Connect Microsoft Intune: the same app credentials as Entra ID's (its app may be reused, with Intune's permissions
 * added); the server reads a managed device with the app's token before saving anything.
 */
export function ConnectIntuneForm({ action }: { action: FormAction<{ id: string }> }) {
  return <ConnectMicrosoftAppForm action={action} provider="intune" name="Microsoft Intune" />;
}
