import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } };

export default function RegisterPage() {
  return (
    <AuthCard
      title="Create your account"
      lead="Start managing compliance in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-semibold text-indigo-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
