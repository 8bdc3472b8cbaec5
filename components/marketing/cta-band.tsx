import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

/** The closing call to action: take the questionnaire or book a demo. */
export function CtaBand({ title = 'Find out what applies to you today' }: { title?: string }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-indigo-700">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
          {title}
        </h2>
        <p className="max-w-2xl text-lg text-indigo-50">
          3 questions, about 2 minutes, no account required. Or talk to a compliance specialist: we answer every demo request within 24
          hours.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/questionnaire" className={buttonClasses('secondary')}>
            Take Questionnaire
          </Link>
          <Link
            href="/book"
            className="inline-flex items-center justify-center rounded-md border border-white px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Book a demo
          </Link>
        </div>
      </div>
    </section>
  );
}
