import type { SynonymGroup } from './synonym-group';

/** Topics of building software: changes, secure development, its testing and the components it is made of. */
export const developmentGroups: readonly SynonymGroup[] = [
  {
    topic: 'change management',
    phrases: ['change management', 'change control', 'change approval', 'code review', 'peer review', 'pull request'],
  },
  // Authorising a change is approving it: records say who approves.
  {
    topic: 'authorization',
    phrases: ['authorization', 'authorisation'],
    answeredBy: ['approval', 'approvals', 'approve', 'approves', 'approved'],
  },
  // Approving a change after it is made (an emergency change's) is approving it retrospectively.
  {
    topic: 'retrospective approval',
    phrases: [
      'after-the-fact approval',
      'after the fact approval',
      'approved after the fact',
      'approval after the fact',
      'approved retrospectively',
      'retrospectively approved',
      'retrospective approval',
      'retroactive approval',
      'approved retroactively',
    ],
  },
  {
    topic: 'secure development',
    phrases: ['secure development', 'sdlc', 'secure coding', 'software development lifecycle', 'owasp', 'application security'],
  },
  // Security principles built in by design are secure design: records name the design and its review.
  {
    topic: 'security by design',
    phrases: ['security by design', 'secure by design', 'security principles by design', 'secure design'],
    answeredBy: ['security design', 'secure architecture'],
  },
  // Cross-site scripting is an injection of script into a page's output, which encoding the output for its context
  // prevents: a rule to encode output answers it without standing for it in a question.
  {
    topic: 'cross-site scripting',
    phrases: ['xss', 'cross-site scripting', 'cross site scripting'],
    answeredBy: ['output encoding', 'encodes output', 'encode output', 'output is encoded', 'encoded output'],
  },
  {
    topic: 'security testing of code',
    phrases: [
      'static analysis',
      'static analysis of source code',
      'static code analysis',
      'static application security testing',
      'sast',
      'dast',
      'dynamic analysis',
      'code scanning',
      'automated security tests',
    ],
  },
  // The gate a change passes before users get it: a real condition, met only by a rule said for that moment.
  {
    topic: 'before release',
    phrases: ['before release', 'prior to release', 'pre-release', 'before deployment', 'prior to deployment', 'before going live'],
  },
  {
    topic: 'open-source components',
    phrases: [
      'open source',
      'open source components',
      'third party components',
      'third party libraries',
      'software composition analysis',
      'dependency scanning',
      'software bill of materials',
      'sbom',
    ],
  },
];
