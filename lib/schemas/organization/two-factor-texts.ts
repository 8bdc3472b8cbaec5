// Two-factor sign-in's texts, without zod: the sign-in form shows them before any schema loads.

export const SECOND_FACTOR_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const CODE_REQUIRED = 'Please enter your authentication code';
export const WRONG_CODE = 'That authentication code is not correct. Enter the current code from your app, or a recovery code.';
export const REPLAYED_CODE = 'That code was already used. Wait for the next code in your app.';
export const SIGN_IN_STEP_EXPIRED = 'Your sign-in took too long. Enter your email and password again.';
/** What an action answers to a member who must set up two-factor authentication first. */
export const MFA_SETUP_REQUIRED =
  'Your organization requires two-factor authentication. Set it up in Settings › Security before making changes.';
export const PROVIDER_MFA = 'Two-factor sign-in for your account is managed by your sign-in provider. Turn it on there.';
/** Shown at the two-factor setup after a sign-in through the provider that did not confirm a second factor. */
export const SSO_SECOND_FACTOR_MISSING =
  'Your identity provider did not confirm a second factor when you signed in. Set up an authenticator app here, or ask your administrator to require multi-factor sign-in at the provider.';
