'use client';

import { useEffect, useState } from 'react';
import { postJson } from './post-json';

const WELL_FORMED = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sign-in page's e-mail-first step: once the work e-mail is entered, asks whether its domain signs in through
 * an identity provider; `continueWithProvider` then goes there. A failure sent back by the provider's answer
 * (`?sso_error=`) is read once from the address, and so is the provider's sign-in that still needs the product's
 * authentication code (`?sso_step=code`).
 */
export function useSingleSignOn() {
  const [ssoEmail, setSsoEmail] = useState<string | null>(null);
  const [ssoFailure, setSsoFailure] = useState<string | null>(null);
  const [going, setGoing] = useState(false);

  const [codeAsked, setCodeAsked] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const message = query.get('sso_error');
    // Read from the address after the prerendered page loads; the message is shown as text, never as markup.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (message) setSsoFailure(message.slice(0, 300));
    // The provider signed the person in, and the organization asks for the authentication code as well.
    if (query.get('sso_step') === 'code') setCodeAsked(true);
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

  return {
    ssoEmail,
    ssoFailure,
    going,
    codeAsked,
    checkEmail,
    continueWithProvider,
    forget: () => setSsoEmail(null),
    forgetCode: () => setCodeAsked(false),
  };
}
