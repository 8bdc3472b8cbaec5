import Link from 'next/link';

const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

/** "I agree to the Terms of Service and Privacy Policy", each document's name a link to it. */
export function TermsConsentLabel() {
  return (
    <>
      I agree to the{' '}
      <Link href="/terms" className={linkClass}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link href="/privacy" className={linkClass}>
        Privacy Policy
      </Link>
    </>
  );
}
