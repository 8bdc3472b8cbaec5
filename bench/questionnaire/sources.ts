import type { BenchSource } from './types';

/** The public questionnaires the benchmark's questions are copied from, word for word. */
export const benchSources: readonly BenchSource[] = [
  {
    id: 'vsaq',
    questionnaire:
      "Google's Vendor Security Assessment Questionnaire (VSAQ): security and privacy programs, web application, infrastructure, physical and data center",
    version: 'questionnaires/*.json of github.com/google/vsaq (master)',
    licence: 'Apache License 2.0',
    url: 'https://github.com/google/vsaq/tree/master/questionnaires',
  },
  {
    id: 'caiq-lite',
    questionnaire: 'Cloud Security Alliance, Consensus Assessments Initiative Questionnaire Lite (CAIQ-Lite)',
    version: 'v4.0.3, the questions as published in a vendor response (github.com/ForgedApps/docs, content/security-assessment.md)',
    licence: '© Cloud Security Alliance; questions quoted for assessment, as CSA publishes them for vendors to answer',
    url: 'https://cloudsecurityalliance.org/artifacts/star-level-1-security-questionnaire-caiq-v4',
  },
  {
    id: 'hecvat',
    questionnaire: 'EDUCAUSE Higher Education Community Vendor Assessment Toolkit (HECVAT), Full',
    version: '4.x, the questions of the EDUCAUSE workbook as transcribed with their ids in a public repository',
    licence: '© EDUCAUSE, Creative Commons BY-NC-SA 4.0',
    url: 'https://library.educause.edu/resources/2020/4/higher-education-community-vendor-assessment-toolkit',
  },
];
