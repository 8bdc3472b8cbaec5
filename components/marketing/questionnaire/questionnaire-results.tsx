'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useProgressRouter } from '@/components/navigation/use-progress-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { formatUsd } from '@/lib/domain/pricing';
import type { Priority, QuestionnaireResult } from '@/lib/domain/recommendations';

const priorityTones: Record<Priority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'info' };

/** The recommendations, their price, the two next steps and a link that reproduces this result. */
export function QuestionnaireResults({
  result,
  shareHref,
  onRestart,
  focusHeading = false,
}: {
  result: QuestionnaireResult;
  shareHref: string;
  onRestart: () => void;
  /** Move focus to the heading (when the results replace the last question). */
  focusHeading?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const notify = useToast();
  const router = useProgressRouter();
  const { recommendations, price } = result;
  const frameworks = encodeURIComponent(recommendations.map((item) => item.framework).join(', '));

  const go = (message: string, href: string) => {
    notify(message, 'info');
    router.push(href);
  };

  return (
    <div className="mx-auto max-w-4xl">
      <h2 ref={heading} tabIndex={-1} className="text-center text-2xl font-bold text-slate-900 focus:outline-none">
        Your recommended frameworks
      </h2>
      <dl className="mt-6 grid grid-cols-3 gap-4 rounded-lg bg-indigo-50 p-6 text-center">
        <div className="flex flex-col-reverse justify-end">
          <dt className="text-sm text-slate-700">Frameworks</dt>
          <dd className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="result-count">
            {recommendations.length}
          </dd>
        </div>
        <div className="flex flex-col-reverse justify-end">
          <dt className="text-sm text-slate-700">Per month</dt>
          <dd className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="result-price">
            {price.kind === 'priced' ? formatUsd(price.monthlyPrice) : 'Contact sales'}
          </dd>
        </div>
        <div className="flex flex-col-reverse justify-end">
          <dt className="text-sm text-slate-700">Free frameworks</dt>
          <dd className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="result-free">
            {price.kind === 'priced' ? price.freeFrameworks : '—'}
          </dd>
        </div>
      </dl>
      <ol className="mt-8 space-y-4">
        {recommendations.map((item) => (
          <li key={item.framework} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="text-lg font-semibold text-slate-900">{item.framework}</h3>
              <Badge tone={priorityTones[item.priority]}>{item.priorityLabel}</Badge>
            </div>
            <p className="mt-2 text-sm font-medium text-slate-800">{item.reason}</p>
            <p className="mt-1 text-sm text-slate-600">{item.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => go('Redirecting you to create your account…', `/register?frameworks=${frameworks}`)}>
          Start Building Compliance
        </Button>
        <Button variant="secondary" onClick={() => go('Redirecting you to book a demo…', `/book?frameworks=${frameworks}`)}>
          Book a Demo First
        </Button>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4 text-sm">
        <Link href={shareHref} className="font-semibold text-indigo-700 underline hover:text-indigo-900">
          Link to this result
        </Link>
        <button type="button" onClick={onRestart} className="font-semibold text-slate-700 underline hover:text-slate-900">
          Start over
        </button>
      </div>
    </div>
  );
}
