import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';

const titles: Record<string, { title: string; lead: string }> = {
  'not-found': { title: 'Link not found', lead: 'This link cannot be used.' },
  accepted: { title: 'Already accepted', lead: 'Nothing is left to do for this policy.' },
};
const noLongerValid = { title: 'Link no longer valid', lead: 'This link cannot be used.' };

/**
 * Why a personal acceptance link, or one policy on it, cannot be used; `back` leads to the link's list when the link
 * itself still opens.
 */
export function LinkRefused({ view, back = null }: { view: { state: string; message: string }; back?: string | null }) {
  const { title, lead } = titles[view.state] ?? noLongerValid;
  return (
    <AuthCard title={title} lead={lead} footer={back ? <Link href={back}>All your policies to accept</Link> : undefined}>
      <FormAlert message={view.message} />
    </AuthCard>
  );
}
