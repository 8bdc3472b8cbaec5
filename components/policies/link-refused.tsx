import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';

/** Why a personal acceptance link, or one policy on it, cannot be used; `back` leads to the link's list when it still opens. */
export function LinkRefused({ view, back = null }: { view: { state: string; message: string }; back?: string | null }) {
  return (
    <AuthCard
      title={view.state === 'not-found' ? 'Link not found' : 'Link no longer valid'}
      lead="This link cannot be used."
      footer={back ? <Link href={back}>All your policies to accept</Link> : undefined}
    >
      <FormAlert message={view.message} />
    </AuthCard>
  );
}
