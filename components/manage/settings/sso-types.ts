import type { SsoOverview } from '@/lib/schemas/sso/records';
import type { FormAction } from './types';

/** The overview as the page hands it: dates already formatted on the server. */
export type SsoView = SsoOverview;

type Saved = { version: number };
type Identified = { id: string };

export type SsoActions = {
  saveOidc: FormAction<Saved>;
  saveSaml: FormAction<Saved>;
  addDomain: FormAction<Identified>;
  verifyDomain: FormAction<Identified>;
  removeDomain: FormAction<Identified>;
  setEnabled: FormAction<Saved>;
  savePolicy: FormAction<Saved>;
};
