import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The HITECH Act's breach notification duties as HHS codified them: the Breach Notification Rule, 45 CFR Part 164
 * Subpart D (§164.400–164.414), each duty identified by its CFR paragraph. §164.400 (applicability) states no duty
 * of its own and is left out.
 */
export const hitech: LibraryFramework = {
  id: 'hitech',
  name: 'HITECH Breach Notification',
  edition: '45 CFR Part 164, Subpart D (§164.400–164.414)',
  groups: [
    groupOf('164.402', 'Breach and unsecured health information', [
      ['164.402', 'Assess each impermissible use or disclosure for a low probability of compromise'],
    ]),
    groupOf('164.404', 'Notice to individuals', [
      ['164.404(a)', 'Notify each affected individual once a breach is discovered'],
      ['164.404(b)', 'Notify without unreasonable delay, at most 60 days after discovery'],
      ['164.404(c)', 'Required content of the notice, in plain language'],
      ['164.404(d)(1)', 'Written notice by first-class mail, or e-mail if agreed'],
      ['164.404(d)(2)', 'Substitute notice when contact details are missing'],
      ['164.404(d)(3)', 'Telephone notice where misuse is imminent'],
    ]),
    groupOf('164.406', 'Notice to the media', [
      ['164.406(a)', 'Notify prominent media when over 500 residents of a state are affected'],
      ['164.406(b)', 'Media notice within 60 days of discovery'],
      ['164.406(c)', 'Media notice carries the same content as individual notices'],
    ]),
    groupOf('164.408', 'Notice to the Secretary', [
      ['164.408(a)', 'Notify the HHS Secretary of every breach'],
      ['164.408(b)', 'Breaches of 500 or more: notify HHS with the individual notices'],
      ['164.408(c)', 'Breaches under 500: keep a log and report within 60 days of year end'],
    ]),
    groupOf('164.410', 'Notice by a business associate', [
      ['164.410(a)', 'A business associate notifies the covered entity of a breach'],
      ['164.410(b)', 'Without unreasonable delay, at most 60 days after discovery'],
      ['164.410(c)', 'Identify each affected individual and what is known'],
    ]),
    groupOf('164.412', 'Law enforcement delay', [['164.412', 'Delay a notice when law enforcement asks, as the rule allows']]),
    groupOf('164.414', 'Administrative requirements and burden of proof', [
      ['164.414(a)', 'Policies, training, sanctions and documentation for breach notification'],
      ['164.414(b)', 'Be able to show every notice was made or no breach occurred'],
    ]),
  ],
};
