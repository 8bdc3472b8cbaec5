/** @jest-environment node */
import { inlineScriptHashes } from '@/lib/inline-script-hashes';

// The example of MDN's Content-Security-Policy script-src page: the hash a browser computes for this script.
const helloWorld = "alert('Hello, world.');";
const helloWorldHash = 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=';

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><main>Pricing</main>${scripts}</body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes an inline script as a browser does', () => {
    expect(inlineScriptHashes(page(`<script>${helloWorld}</script>`))).toEqual([helloWorldHash]);
  });

  it('gives every inline script of a page its hash, in document order, each once', () => {
    const html = page(
      '<script>self.__next_f=self.__next_f||[]</script>' +
        '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>' +
        `<script type="text/javascript">${helloWorld}</script>` +
        `<script>${helloWorld}</script>`,
    );
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    expect(hashes[2]).toBe(helloWorldHash);
    for (const hash of hashes) expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });

  it('gives an edited script a different hash', () => {
    const [before] = inlineScriptHashes(page(`<script>${helloWorld}</script>`));
    const [after] = inlineScriptHashes(page(`<script>${helloWorld.replace('world', 'World')}</script>`));
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });

  it('leaves out external scripts and data blocks, which script-src does not check by content', () => {
    const html = page(
      '<script src="/_next/static/chunks/main.js" async=""></script>' +
        '<script type="application/ld+json">{"@type":"Organization"}</script>' +
        `<script data-src="x">${helloWorld}</script>`,
    );
    expect(inlineScriptHashes(html)).toEqual([helloWorldHash]);
  });

  it('hashes module scripts and reads attributes with quotes and greater-than signs in them', () => {
    const html = page(`<script type='module' data-note="a > b">${helloWorld}</script><script TYPE="TEXT/JAVASCRIPT">x</script>`);
    expect(inlineScriptHashes(html)).toEqual([helloWorldHash, inlineScriptHashes(page('<script>x</script>'))[0]]);
  });

  it('hashes the text with the line ends the browser parsed', () => {
    expect(inlineScriptHashes(page(`<script>a();\r\nb();\rc();</script>`))).toEqual(
      inlineScriptHashes(page(`<script>a();\nb();\nc();</script>`)),
    );
  });

  it('finds nothing to hash in a page without inline scripts', () => {
    expect(inlineScriptHashes(page('<script src="/a.js"></script>'))).toEqual([]);
  });
});
