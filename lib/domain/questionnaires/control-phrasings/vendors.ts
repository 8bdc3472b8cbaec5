import type { ControlPhrasings } from './types';

/** Vendors and third parties. */
export const vendorPhrasings: ControlPhrasings = {
  'VEN-01': [
    'vendor risk',
    'vendor due diligence',
    'third party risk',
    'third party security assessments',
    'assess vendors',
    'supplier assessment',
    'vendor assessment',
    'vendor management',
  ],
  'VEN-02': ['vendor contracts', 'supplier agreements', 'security requirements contracts'],
  'VEN-03': ['vendor monitoring', 'monitor vendors', 'review vendors', 'supplier review'],
  'VEN-04': ['cloud service governance', 'shared responsibility'],
  // The contract HIPAA requires of whoever has access to health information for us, entered into as contracts are.
  'VEN-05': [
    'hipaa business associate agreements',
    'business associate agreements access hipaa',
    'enter into business associate agreements',
  ],
  // Components bought in and checked for counterfeits: the supply chain of the hardware in use.
  'FED-04': ['supply chain risk', 'supply chain security', 'hardware supply chain', 'counterfeit components'],
};
