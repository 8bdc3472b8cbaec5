import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { resetIdSchema } from '@/lib/schemas/auth';

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } };
// Rendered per request under the proxy's nonce policy: a page kept between requests would carry no nonce.
export const dynamic = 'force-dynamic';

/** Only a hyphenated UUID of versions 1 to 5 opens the form; anything else under /password-reset/ is a 404. */
export default async function PasswordResetPage({ params }: { params: Promise<{ uuid: string }> }) {
  const resetId = resetIdSchema.safeParse((await params).uuid);
  if (!resetId.success) notFound();
  return (
    <AuthCard title="Choose a new password" lead="Enter a new password for your account. This link works once, within an hour.">
      <ResetPasswordForm resetId={resetId.data} />
    </AuthCard>
  );
}
