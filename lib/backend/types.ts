import type { Db } from '@/lib/db/client';

/** A transaction of the product's database, in which an account is written. */
export type AccountTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The profile answered by my-information: the unwrapped `data` of the backend's body. */
export type MyInformation = {
  company_name: string;
  public_files_uuid: string | null;
  time_zone: string;
  [field: string]: unknown;
};

export type Credentials = { email: string; password: string };

export type Registration = {
  fullName: string;
  email: string;
  companyName: string;
  /** The industry code of the sign-up form; null for a person who joins an existing organization. */
  industry: number | null;
  password: string;
  marketingOptIn: boolean;
};

/** One interface for both backends; the embedded one adds sign-up, password reset and token revocation. */
export interface Backend {
  readonly kind: 'embedded' | 'remote';
  /**
   * The token for these credentials; throws BackendError('rejected') for any refusal, and SecondFactorRequired
   * (embedded accounts with two-factor sign-in on) when a code must follow before a token is issued.
   */
  login(credentials: Credentials): Promise<{ token: string }>;
  /** The signed-in user's profile; throws BackendError('unauthorized') when the token is no longer valid. */
  myInformation(token: string): Promise<MyInformation>;
  /** Ends the token where the backend supports it (a no-op for the provider, which has no sign-out call). */
  logout(token: string): Promise<void>;
  /** Whether the token is still valid, where that is cheap to ask (embedded); null when unknown (remote). */
  isTokenActive(token: string): Promise<boolean | null>;
}

/** What the embedded backend adds; absent with a provider backend. */
export interface AccountBackend {
  /**
   * Creates the account and signs it in. `whenCreated` runs inside the transaction that writes the account, so
   * what it writes (a membership) is kept only with the account, and its refusal leaves no account behind.
   */
  register(registration: Registration, whenCreated?: (tx: AccountTx, userId: string) => Promise<void>): Promise<{ token: string }>;
  requestPasswordReset(email: string): Promise<string | null>;
  resetPassword(resetId: string, password: string): Promise<boolean>;
  /** Changes the signed-in user's password when `currentPassword` matches; other sessions are signed out. */
  changePassword(token: string, currentPassword: string, newPassword: string): Promise<'changed' | 'wrong-password'>;
  /** Signs out every session of the signed-in user but this one; answers how many ended. */
  endOtherSessions(token: string): Promise<number>;
  /** How many sessions of the signed-in user are active, this one included. */
  activeSessionCount(token: string): Promise<number>;
}
