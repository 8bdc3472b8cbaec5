import { accessPhrasings } from './access';
import { assetPhrasings } from './assets';
import { continuityPhrasings } from './continuity';
import { cryptographyPhrasings } from './cryptography';
import { developmentPhrasings } from './development';
import { governancePhrasings } from './governance';
import { incidentPhrasings } from './incidents';
import { networkPhrasings } from './network';
import { operationsPhrasings } from './operations';
import { peoplePhrasings } from './people';
import { privacyPhrasings } from './privacy';
import type { ControlPhrasings } from './types';
import { vendorPhrasings } from './vendors';

export type { ControlPhrasings } from './types';

/** Every library control's questionnaire phrasings, one domain a file. */
export const controlPhrasings: ControlPhrasings = {
  ...governancePhrasings,
  ...peoplePhrasings,
  ...assetPhrasings,
  ...accessPhrasings,
  ...cryptographyPhrasings,
  ...networkPhrasings,
  ...operationsPhrasings,
  ...developmentPhrasings,
  ...vendorPhrasings,
  ...incidentPhrasings,
  ...continuityPhrasings,
  ...privacyPhrasings,
};
