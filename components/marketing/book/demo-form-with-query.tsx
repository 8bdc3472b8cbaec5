'use client';

import { useSearchParams } from 'next/navigation';
import { DemoForm } from './demo-form';

/** The demo form pre-filled from ?frameworks= (the questionnaire's recommendations). Render inside <Suspense>. */
export function DemoFormWithQuery() {
  const frameworks = useSearchParams().get('frameworks') ?? '';
  return <DemoForm initialFrameworks={frameworks.slice(0, 500)} />;
}
