/** @jest-environment node */
import { withExtraMappings } from '@/lib/catalog/controls';
import type { LibraryControl } from '@/lib/catalog/types';

const control = (id: string, maps: string[]): LibraryControl => ({ id, name: id, asks: 'a', evidence: 'e', owner: 'IT', maps });

describe('withExtraMappings', () => {
  const controls = [control('AC-01', ['soc2:CC6.1']), control('AC-02', ['soc2:CC6.2'])];

  it('appends the keys of each table in order, leaving other controls as they are', () => {
    const merged = withExtraMappings(controls, [{ 'AC-01': ['sox:404-AC-7'] }, { 'AC-01': ['tcpa:64.1200(m)'] }]);
    expect(merged[0]!.maps).toEqual(['soc2:CC6.1', 'sox:404-AC-7', 'tcpa:64.1200(m)']);
    expect(merged[1]).toBe(controls[1]);
  });

  it('never repeats a key a control already has', () => {
    expect(withExtraMappings(controls, [{ 'AC-02': ['soc2:CC6.2', 'sox:404-AC-1'] }])[1]!.maps).toEqual(['soc2:CC6.2', 'sox:404-AC-1']);
  });

  it('refuses a table that names an unknown control', () => {
    expect(() => withExtraMappings(controls, [{ 'AC-99': ['sox:404-AC-1'] }])).toThrow('No library control AC-99 to map');
  });

  it('does not change the controls it is given', () => {
    withExtraMappings(controls, [{ 'AC-01': ['sox:404-AC-7'] }]);
    expect(controls[0]!.maps).toEqual(['soc2:CC6.1']);
  });
});
