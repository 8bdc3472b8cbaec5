// Signs in through the product's real login endpoint (the demo account unless told) and returns the session cookie.

export const demoAccount = { email: 'demo@example.com', password: 'compliance-demo' };

export async function signIn(origin, account = demoAccount) {
  const response = await fetch(`${origin}/api/user-management/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ ...account, remember: false }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('AccessToken='));
  if (!response.ok || !cookie) throw new Error(`sign-in failed: HTTP ${response.status}`);
  const [pair] = cookie.split(';');
  const [name, ...rest] = pair.split('=');
  return { header: pair, name, value: rest.join('=') };
}
