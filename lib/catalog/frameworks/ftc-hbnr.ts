import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The FTC Health Breach Notification Rule (16 CFR Part 318, as amended with effect from 29 July 2024): the duties of
 * vendors of personal health records, PHR related entities and their third party service providers, by section and
 * paragraph (docs/frameworks/ftc-hbnr.md).
 */
export const ftcHbnr: LibraryFramework = {
  id: 'ftc-hbnr',
  name: 'FTC Health Breach Notification Rule',
  edition: '16 CFR Part 318, as amended by the final rule published on 30 May 2024 (89 FR 47028)',
  groups: [
    groupOf('notice-duty', 'Who must notify', [
      ['318.3(a)', 'Vendors and PHR related entities notify people, the FTC and where needed the media'],
      ['318.3(b)', 'Third party service providers notify the vendor or entity they serve'],
    ]),
    groupOf('timing', 'Timeliness', [['318.4', 'Notify within 60 days of discovery, delay only as law enforcement asks, and keep proof']]),
    groupOf('methods', 'Methods and content of notice', [
      ['318.5(a)(1)', 'Written notice to each person by first-class mail or e-mail'],
      ['318.5(a)(2)', 'Substitute notice when contact details are insufficient or out of date'],
      ['318.5(a)(3)', 'Urgent notice by telephone when misuse may be imminent'],
      ['318.5(b)', 'Notice to prominent media when more than 500 residents of a state are affected'],
      ['318.5(c)', 'Notice to the FTC: within 60 days for 500 or more people, otherwise in a yearly log'],
      ['318.6', 'Content of the notice to individuals, in plain language'],
    ]),
  ],
};
