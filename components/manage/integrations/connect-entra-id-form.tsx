'use client';

import type { FormAction } from '@/lib/schemas/form-state';
import { ConnectMicrosoftAppForm } from './connect-microsoft-app-form';

/** Connect Microsoft Entra ID: the server reads a user with the app's token before saving anything. */
export function ConnectEntraIdForm({ action }: { action: FormAction<{ id: string }> }) {
  return <ConnectMicrosoftAppForm action={action} provider="entra-id" name="Microsoft Entra ID" />;
}
