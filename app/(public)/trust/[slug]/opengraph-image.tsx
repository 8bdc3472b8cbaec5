import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { trustCard } from '@/lib/domain/trust/card';
import { cachedTrustPage } from './cached';

// The social card shown when the trust page's address is shared: drawn from the published page alone.
export const alt = 'Trust Center: frameworks and their state';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

type Props = { params: Promise<{ slug: string }> };

export default async function TrustCardImage({ params }: Props) {
  const { slug } = await params;
  const view = await cachedTrustPage(slug);
  if (!view) notFound();
  const card = trustCard(view);
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        padding: 72,
        background: '#0f172a',
        color: '#f8fafc',
      }}
    >
      <div style={{ display: 'flex', fontSize: 60, fontWeight: 700 }}>{card.title}</div>
      <div style={{ display: 'flex', flexDirection: 'column', marginTop: 48, gap: 20 }}>
        {card.frameworks.map((framework) => (
          <div key={framework.name} style={{ display: 'flex', fontSize: 36, justifyContent: 'space-between', maxWidth: 900 }}>
            <span>{framework.name}</span>
            <span style={{ color: framework.state === 'Audited' ? '#86efac' : '#fcd34d' }}>{framework.state}</span>
          </div>
        ))}
        {card.more > 0 ? <div style={{ display: 'flex', fontSize: 28, color: '#cbd5e1' }}>{`and ${card.more} more`}</div> : null}
      </div>
      <div style={{ display: 'flex', marginTop: 'auto', fontSize: 28, color: '#cbd5e1' }}>
        {card.subprocessors > 0 ? `${card.subprocessors} subprocessors listed · ` : ''}Computed from our compliance records
      </div>
    </div>,
    size,
  );
}
