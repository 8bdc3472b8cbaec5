import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addableFrameworkCount, frameworkCountLabel } from '@/lib/catalog/framework-count';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { licensedFrameworks } from '@/lib/catalog/licensed-frameworks';
import { libraryFrameworks } from '@/lib/catalog/library';
import { headlineStats } from '@/lib/marketing/content/claims';

describe('the count of frameworks the site names', () => {
  it("is the catalog's frameworks addable with a requirement list, licensed ones left out", () => {
    expect(addableFrameworkCount).toBe(libraryFrameworks.length);
    const licensed = new Set(licensedFrameworks.map((framework) => framework.id));
    expect(addableFrameworkCount).toBe(frameworkDirectory.filter((entry) => !licensed.has(entry.id)).length);
  });

  it('says the exact figure below thirty and never more than the catalog holds above', () => {
    expect([1, 19, 29, 30, 31, 39, 40, 57].map(frameworkCountLabel)).toEqual(['1', '19', '29', '30+', '30+', '30+', '40+', '50+']);
    expect(Number.parseInt(frameworkCountLabel(), 10)).toBeLessThanOrEqual(libraryFrameworks.length);
  });

  it("is the figure of the public claims' Frameworks supported", () => {
    expect(headlineStats.find((stat) => stat.label === 'Frameworks supported')?.value).toBe(frameworkCountLabel(libraryFrameworks.length));
  });

  it('is never typed as a figure in the site, its metadata or its articles', () => {
    const files = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(folder, entry.name)) : /\.(tsx?|md)$/.test(entry.name) ? [join(folder, entry.name)] : [],
      );
    const typed = ['app', 'components', 'lib/marketing', 'content']
      .flatMap(files)
      .filter((file) => /\b\d+\+ (other |more )?frameworks|\d+\+ more\)|'\d+\+', label: 'Frameworks/.test(readFileSync(file, 'utf8')));
    expect(typed).toEqual([]);
  });
});
