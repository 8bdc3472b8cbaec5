import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { ResetRequestForm } from '@/components/auth/reset-request-form';

export const metadata: Metadata = { title: 'Reset your password', robots: { index: false } };

export default function FindIdPage() {
  return (
    <AuthCard
      title="Reset your password"
      lead="We will e-mail you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link href="/login" className="font-semibold text-indigo-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <ResetRequestForm />
    </AuthCard>
  );
}
