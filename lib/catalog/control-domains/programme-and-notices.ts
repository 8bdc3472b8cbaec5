import type { LibraryControl } from '@/lib/catalog/types';

/** Security program staffing, reporting and disclosure, and the breach notices US sector rules require. */
export const programmeAndNoticeControls: readonly LibraryControl[] = [
  // Security program staffing, reporting and disclosure
  {
    id: 'PGM-01',
    name: 'Qualified and current security staff',
    asks:
      'Staff the security program with enough qualified people (employed, affiliated or through a provider), give them security updates and ' +
      'role training, and check each year that key security staff keep their knowledge current.',
    evidence: 'Security staffing plan with qualifications; training and certification records of security staff; yearly knowledge check',
    owner: 'Security',
    maps: ['glba:314.4(e)(2)', 'glba:314.4(e)(3)', 'glba:314.4(e)(4)', 'nist-csf:PR.AT-02', 'nist-csf:GV.RR-03'],
  },
  {
    id: 'PGM-02',
    name: 'Yearly written security report to the board',
    asks:
      'Have the person who runs the security program report in writing to the board, or to the senior officer where there is none, at least ' +
      'yearly: the status of the program and of compliance, and material matters such as risk decisions, providers, test results and events.',
    evidence: 'Latest written report to the board with its date, and the minutes that record its presentation',
    owner: 'Leadership',
    maps: ['glba:314.4(i)(1)', 'glba:314.4(i)(2)', 'nist-csf:GV.OV-01', 'nist-csf:GV.OV-03'],
  },
  {
    id: 'PGM-03',
    name: 'Vulnerability disclosure intake',
    asks:
      'Publish how outsiders can report vulnerabilities (a security contact or disclosure policy), acknowledge each report, assess it and track ' +
      'the fix to closure.',
    evidence: 'Published disclosure policy or security contact; log of reports received with triage and closure dates',
    owner: 'Security',
    maps: ['nist-csf:ID.RA-08'],
  },
  // Breach notices required by US sector rules
  {
    id: 'BRN-01',
    name: 'Health data breach risk assessment',
    asks:
      'Treat every impermissible use or disclosure of unsecured health information as a breach unless a documented assessment of the four ' +
      'factors shows a low probability of compromise, and keep each assessment and notice to prove it.',
    evidence: 'Breach assessments with the four factors rated and the conclusion; log of notices sent with dates',
    owner: 'Privacy',
    maps: ['hitech:164.402', 'hitech:164.414(b)'],
  },
  {
    id: 'BRN-02',
    name: 'Health data breach notices to individuals',
    asks:
      'Notify each affected person within 60 days of discovering a health data breach, with the required content, by first-class mail or agreed ' +
      'e-mail, by substitute notice when contact details are missing, and by telephone as well when misuse is imminent.',
    evidence: 'Notice template with the required content; mailing records and dates; substitute notice posted where used',
    owner: 'Privacy',
    maps: [
      'hitech:164.404(a)',
      'hitech:164.404(b)',
      'hitech:164.404(c)',
      'hitech:164.404(d)(1)',
      'hitech:164.404(d)(2)',
      'hitech:164.404(d)(3)',
    ],
  },
  {
    id: 'BRN-03',
    name: 'Health data breach notices to HHS and the media',
    asks:
      'Notify HHS of every breach (with the individual notices when 500 or more people are affected, otherwise in a yearly log sent within 60 ' +
      'days of year end), and notify prominent media within 60 days when more than 500 residents of a state are affected.',
    evidence: 'HHS breach portal submissions; yearly log of small breaches; media notices with dates',
    owner: 'Privacy',
    maps: ['hitech:164.406(a)', 'hitech:164.406(b)', 'hitech:164.406(c)', 'hitech:164.408(a)', 'hitech:164.408(b)', 'hitech:164.408(c)'],
  },
  {
    id: 'BRN-04',
    name: 'Law enforcement delay of breach notices',
    asks:
      'When law enforcement states that a notice would impede an investigation, delay it only for the period stated in writing, or up to 30 days ' +
      'after an oral statement that is documented, and record who asked.',
    evidence: 'Written law enforcement requests or the record of oral ones; notice dates showing the delay respected',
    owner: 'Legal',
    maps: ['hitech:164.412'],
  },
  {
    id: 'BRN-05',
    name: 'FTC notice of customer information events',
    asks:
      'When unencrypted customer information of 500 or more consumers is acquired without authorization, notify the FTC through its online form ' +
      'as soon as possible and within 30 days of the first day the event is known.',
    evidence: 'Event assessments with the count of consumers; FTC submission confirmations with dates',
    owner: 'Legal',
    maps: ['glba:314.4(j)(1)', 'glba:314.4(j)(2)'],
  },
  {
    id: 'BRN-06',
    name: 'FTC notice of health app breaches',
    asks:
      'Treat any unauthorized acquisition of identifiable health information in a personal health record or health app, including a disclosure ' +
      'the person did not authorize, as a breach; notify each person within 60 days, the FTC within 60 days when 500 or more are affected (else ' +
      'in a yearly log) and prominent media when more than 500 residents of a state are, and keep proof that every notice was sent.',
    evidence: 'Breach assessments; FTC form submissions or yearly log; media notices; sent notices with dates',
    owner: 'Legal',
    maps: ['ftc-hbnr:318.3(a)', 'ftc-hbnr:318.4', 'ftc-hbnr:318.5(b)', 'ftc-hbnr:318.5(c)', 'ftc-hbnr:318.6'],
  },
];
