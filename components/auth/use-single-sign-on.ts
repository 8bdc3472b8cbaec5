'use client';

import { useEffect, useState } from 'react';
import { postJson } from './post-json';

const WELL_FORMED = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sign-in page's e-mail-first step: once the work e-mail is entered, asks whether its domain signs in through
 * an identity provider; `continueWithProvider` then goes there. A failure sent back by the provider's answer
 * (`?sso_error=`) is read once from the address.
 */
export function useSingleSignOn() {
  const [ssoEmail, setSsoEmail] = useState<string | null>(null);
  const [ssoFailure, setSsoFailure] = useState<string | null>(null);
  const [going, setGoing] = useState(false);

  useEffect(() => {
    const message = new URLSearchParams(window.location.search).get('sso_error');
    // Read from the address after the prerendered page loads; the message is shown as text, never as markup.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (message) setSsoFailure(message.slice(0, 300));
  }, []);

  async function checkEmail(value: string) {
    const email = value.trim();
    if (!WELL_FORMED.test(email)) return setSsoEmail(null);
    const answer = await postJson('/api/auth/sso/lookup', { email });
    const data = answer.body?.data as { sso?: boolean } | undefined;
    setSsoEmail(answer.status === 200 && data?.sso ? email : null);
  }

  async function continueWithProvider() {
    if (!ssoEmail) return;
    setGoing(true);
    setSsoFailure(null);
    const answer = await postJson('/api/auth/sso/start', { email: ssoEmail });
    const data = answer.body?.data as { sso?: boolean; redirect?: string } | undefined;
    if (answer.status === 200 && data?.sso && data.redirect) {
      window.location.assign(data.redirect);
      return;
    }
    setGoing(false);
    if (answer.status === 200) return setSsoEmail(null);
    setSsoFailure(answer.body?.message ?? 'Single sign-on could not start. Please try again.');
  }

  return { ssoEmail, ssoFailure, going, checkEmail, continueWithProvider, forget: () => setSsoEmail(null) };
}
