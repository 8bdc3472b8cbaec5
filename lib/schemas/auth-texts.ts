// The sign-in pages' texts and options, without zod: the forms render them on first load and load the schemas
// (lib/schemas/auth.ts) only when they validate.

/** Fixed messages of the sign-in pages, shown word for word. */
export const EMAIL_REQUIRED = 'Please enter your email address';
export const PASSWORD_REQUIRED = 'Please enter your password';
export const LOGIN_FAILED = 'Invalid email or password. Please try again.';
export const RESET_SENT = 'Password reset email sent successfully.';
export const ACCOUNT_CREATED = 'Account created successfully!';

/** With a provider backend there is no sign-up or reset call: the pages say so. */
export const PROVIDER_SIGN_UP = 'Sign-up is handled by your compliance provider. Ask your administrator for an account.';
export const PROVIDER_RESET = 'Password resets are handled by your compliance provider. Ask your administrator for help.';
export const RESET_LINK_INVALID = 'This reset link is invalid, has expired or has already been used. Request a new one.';
/** An invitation token that cannot be one (the link was cut short) or that no invitation has. */
export const INVITATION_LINK_INVALID = 'This invitation link is not valid. Check that you copied the whole link.';
export const PASSWORD_CHANGED = 'Your password has been changed. Sign in with your new password.';

/** Password minimum length. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** Sign-up industries, coded 0 to 10 by their position: keep this order. */
export const industries = [
  'Technology',
  'Healthcare',
  'Fintech',
  'E-commerce',
  'Retail',
  'Cloud & Hosting',
  'Education Tech',
  'Insurance',
  'Government',
  'Manufacturing',
  'Telecommunication',
] as const;
