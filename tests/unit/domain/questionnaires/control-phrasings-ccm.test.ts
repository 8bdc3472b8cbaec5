import { implementedLibraryControls, matchedControlId } from '../../../support/knowledge-documents';

// The library's own controls, matched to questions worded as the Cloud Controls Matrix words its requirements.
const records = implementedLibraryControls();
const matched = (question: string) => matchedControlId(question, records);

describe('a question worded as the Cloud Controls Matrix words it', () => {
  it.each([
    ['Are application security baseline requirements established?', 'SDL-02'],
    ['Are strategies in place to reduce the impact of, withstand and recover from business disruptions within risk appetite?', 'BCP-01'],
    ['Do you harden the host and guest OS, hypervisor and infrastructure control plane?', 'OPS-07'],
    ['Is equipment redundancy in place?', 'BCP-06'],
    ['Do you have a disaster response plan?', 'BCP-03'],
    ['Do you keep an identity inventory?', 'AC-04'],
    ['Are all users uniquely identifiable?', 'AC-04'],
    ['Are endpoints configured with an automatic lock screen?', 'AST-08'],
    ['Are vulnerabilities in external libraries identified?', 'SDL-09'],
    ['Is a risk-based corrective action plan to remediate audit findings established?', 'ISM-07'],
    ['Are control deficiencies logged?', 'AUD-04'],
  ])('%s is matched to %s', (question, id) => {
    expect(matched(question)).toBe(id);
  });

  it('is not matched for a frequency the control does not state', () => {
    expect(matched('Is equipment redundancy tested monthly?')).toBeNull();
  });

  it('is not matched to the remediation of audit findings by findings of another kind', () => {
    expect(matched('Do you remediate penetration test findings?')).toBeNull();
  });

  it('is not matched by a word every question of the domain shares', () => {
    expect(matched('Are your applications secure?')).toBeNull();
    expect(matched('Is a strategy in place?')).toBeNull();
  });
});
