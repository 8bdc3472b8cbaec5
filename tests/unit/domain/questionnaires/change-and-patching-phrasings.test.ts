import { implementedLibraryControls, matchedControlId } from '../../../support/knowledge-documents';

// The library's own controls, matched to questions about how software is built, changed, patched and configured,
// worded as the standards word them.
const records = implementedLibraryControls();
const matched = (question: string) => matchedControlId(question, records);

describe('a question about building, changing and patching software', () => {
  it.each([
    ['Do you have a process for managing your software supply chain?', 'SDL-09'],
    ['Do you test security patches before you deploy them to production systems?', 'SDL-05'],
    ['Do you review and audit your configuration files?', 'OPS-07'],
    ['Are application vulnerabilities remediated following defined processes?', 'VUL-01'],
    ['Are information security principles designed into the product lifecycle?', 'SDL-01'],
    ['Do you have a documented policy for firewall change requests?', 'NET-01'],
    ['Are your systems regularly scanned externally for vulnerabilities?', 'VUL-01'],
  ])('%s is matched to %s', (question, id) => {
    expect(matched(question)).toBe(id);
  });

  it('is not matched to the development controls by words they share with another thing', () => {
    // A supply chain of goods and services is the vendors', not the software's components.
    expect(matched('Do you manage risks in your supply chain?')).not.toBe('SDL-09');
    // Principles of an employee's lifecycle are not those of the product's.
    expect(matched('Are security principles applied across the employee lifecycle?')).not.toBe('SDL-01');
    // A change request that is not a firewall's is not a firewall rule change.
    expect(matched('Do you log every change request?')).not.toBe('NET-01');
  });

  it('is not matched when the question sets a condition the control does not state', () => {
    expect(matched('Do you test security patches on mobile devices before you deploy them?')).toBeNull();
    expect(matched('Are application vulnerabilities remediated within 24 hours?')).toBeNull();
    expect(matched('Are your systems scanned externally for malware every hour?')).not.toBe('VUL-01');
  });
});
