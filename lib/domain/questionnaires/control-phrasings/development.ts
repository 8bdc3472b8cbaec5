import type { ControlPhrasings } from './types';

/** Secure development and change. */
export const developmentPhrasings: ControlPhrasings = {
  'SDL-01': [
    'secure development lifecycle',
    'sdlc',
    'secure software development',
    'software development lifecycle',
    'secure application design development',
  ],
  'SDL-02': [
    'threat modelling',
    'threat modeling',
    'security design review',
    'security requirements applications',
    'architecture review',
    'application security baseline requirements',
    'baseline requirements securing different applications',
  ],
  'SDL-03': ['secure coding', 'coding standard', 'coding guidelines', 'owasp'],
  'SDL-04': [
    'code review',
    'static analysis',
    'sast',
    'dast',
    'software testing',
    'security testing',
    'dependency scanning',
    'automated application security testing',
  ],
  'SDL-05': [
    'change management',
    'change control',
    'deploy code',
    'deployment changes',
    'record changes',
    'changes approved',
    'secure application deployment',
    'secure standardized compliant application deployment',
    'unauthorized changes',
    'change restoration',
  ],
  'SDL-06': [
    'separate environments',
    'production data test',
    'test data',
    'development test production',
    'production non production environments',
  ],
  'SDL-07': ['source code access', 'source code repositories', 'access source code'],
  'SDL-08': ['outsourced development'],
  'SDL-09': ['third party components', 'open source components', 'software bill of materials', 'sbom', 'third party libraries'],
};
