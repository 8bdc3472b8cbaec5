import { directoryIds, libraryIds } from '@/lib/catalog/framework-directory';
import { hipaaPolicyTemplates, policyTemplates, programmePolicyTemplates } from '@/lib/catalog/policy-templates';
import { isTrackedFramework, trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';

describe('one id per framework', () => {
  it('names every framework a record can hold by its id in the directory and the control library', () => {
    for (const id of trackedFrameworkCodes) {
      expect(directoryIds.has(id)).toBe(true);
      expect(libraryIds.has(id)).toBe(true);
    }
  });

  it('names the frameworks of every policy template by their directory ids', () => {
    for (const template of [...policyTemplates, ...hipaaPolicyTemplates, ...programmePolicyTemplates]) {
      for (const id of template.frameworks) expect(directoryIds.has(id)).toBe(true);
    }
  });

  it('tells the ids records can hold from the directory’s others', () => {
    expect(isTrackedFramework('pci-dss')).toBe(true);
    expect(isTrackedFramework('hipaa')).toBe(true);
    expect(isTrackedFramework('pci')).toBe(false);
    expect(isTrackedFramework('glba')).toBe(false);
  });
});
