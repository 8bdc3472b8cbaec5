/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { frameworkCatalog } from '@/lib/catalog/framework-catalog';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { libraryFramework, requirementsOf } from '@/lib/catalog/library';
import type { CatalogFrameworkId } from '@/lib/catalog/types';

const entry = (id: string) => frameworkDirectory.find((framework) => framework.id === id)!;
const card = (id: string) => frameworkCatalog.find((framework) => framework.id === id)!;
const title = (id: CatalogFrameworkId, requirementId: string) =>
  requirementsOf(libraryFramework(id)).find((requirement) => requirement.id === requirementId)?.title;
const mapsOf = (id: string) => libraryControls.find((control) => control.id === id)?.maps ?? [];

describe('labels that name only what the library carries', () => {
  it("calls SP 800-53's Moderate baseline what it is, since FedRAMP's additions and parameters are not included", () => {
    for (const label of [libraryFramework('fedramp').name, entry('fedramp').name, card('fedramp').name]) {
      expect(label).toMatch(/800-53/);
      expect(label).not.toMatch(/FedRAMP/);
    }
    expect(entry('fedramp').description).toMatch(/FedRAMP's own additions and parameters are not included/);
    expect(entry('fedramp').tags).not.toContain('certification');
  });

  it("says SOX's ids are the product's IT general controls, not citations of the Act", () => {
    expect(libraryFramework('sox').name).toBe('SOX IT general controls');
    expect(libraryFramework('sox').edition).toMatch(/product's own ids/);
    expect(entry('sox').description).toMatch(/IT general controls for SOX §404/);
  });

  it("promises neither GLBA's sharing rules nor HIPAA's Privacy Rule, which the library does not hold", () => {
    expect(entry('glba').description).toMatch(/Regulation P's sharing rules are not included/);
    expect(libraryFramework('glba').edition).toMatch(/Regulation P are not included/);
    expect(entry('hipaa').description).not.toMatch(/privacy/i);
    expect(entry('hipaa').description).toMatch(/Security Rule/);
    expect(card('hipaa').name).toBe('HIPAA Security Rule');
  });

  it("states TCPA (a)(2)'s autodialled or prerecorded condition and (m) as a safe harbour", () => {
    expect(title('tcpa', '64.1200(a)(2)')).toMatch(/autodialled or prerecorded/);
    expect(title('tcpa', '64.1200(m)')).toMatch(/^Safe harbour/);
  });
});

describe('the gaps filled', () => {
  it('covers money services businesses and the CIP, SAR, CTR and record keeping duties of the Bank Secrecy Act', () => {
    const ids = requirementsOf(libraryFramework('bsa-aml')).map((requirement) => requirement.id);
    expect(ids).toEqual(
      expect.arrayContaining(['1022.210(d)(4)', '1022.380(a)', '1020.220(a)(2)', '1020.320(a)', '1022.320(a)', '1010.311', '1010.430(d)']),
    );
    expect(mapsOf('AML-03')).toEqual(expect.arrayContaining(['bsa-aml:1020.210(a)(2)(ii)', 'bsa-aml:1022.210(d)(4)']));
    expect(mapsOf('AML-12')).toContain('bsa-aml:1020.220(a)(4)');
  });

  it("holds FCRA's investigative consumer reports and GLBA's written program", () => {
    expect(title('fcra', '§1681d(a)')).toMatch(/investigative report/);
    expect(mapsOf('CRA-03')).toEqual(expect.arrayContaining(['fcra:§1681d(a)', 'fcra:§1681d(b)']));
    expect(title('glba', '314.3(a)')).toMatch(/written information security program/);
  });
});

describe('maps a reviewer of the framework would reject, pruned', () => {
  it('keeps equipment maintenance off the maintenance tools, nonlocal and timely maintenance controls', () => {
    for (const key of ['MA-3', 'MA-3(1)', 'MA-3(2)', 'MA-4', 'MA-6']) expect(mapsOf('PHY-06')).not.toContain(`fedramp:${key}`);
    expect(mapsOf('FED-08').filter((key) => key.startsWith('fedramp:'))).toEqual([
      'fedramp:MA-3',
      'fedramp:MA-3(1)',
      'fedramp:MA-3(2)',
      'fedramp:MA-6',
    ]);
  });

  it('keeps continuity and incident response testing off role training and the coordination of other tests', () => {
    expect(mapsOf('BCP-05')).not.toContain('fedramp:CP-3');
    expect(mapsOf('BCP-05')).not.toContain('fedramp:IR-3(2)');
    expect(mapsOf('INC-03')).not.toContain('fedramp:IR-2');
    expect(mapsOf('FED-09').filter((key) => key.startsWith('fedramp:'))).toEqual(['fedramp:CP-3', 'fedramp:IR-2']);
  });
});
