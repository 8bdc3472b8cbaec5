import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { SubscriptionChange } from '@/components/trust/subscription-change';
import { changeSubscriptionAction } from '../../../actions';

export const metadata: Metadata = { title: 'Trust center notices', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string; action: string; token: string }> };

/** A subscription's mailed link: one button confirms it or ends it (opening the link alone changes nothing). */
export default async function SubscriptionPage({ params }: Props) {
  const { action, token } = await params;
  if (action !== 'confirm' && action !== 'unsubscribe') notFound();
  const confirm = action === 'confirm';
  return (
    <AuthCard
      title={confirm ? 'Confirm your subscription' : 'Unsubscribe'}
      lead={confirm ? 'Receive an e-mail when a subprocessor is added or removed.' : 'Stop receiving subprocessor notices.'}
    >
      <SubscriptionChange
        label={confirm ? 'Confirm subscription' : 'Unsubscribe'}
        change={changeSubscriptionAction.bind(null, action, token)}
      />
    </AuthCard>
  );
}
