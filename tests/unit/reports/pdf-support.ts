import { spawn } from 'node:child_process';

/**
 * The text of each page, as pdf.js reads it (through pdf-parse). pdf.js is ES modules only and loads its worker
 * with import(), which Jest's CommonJS runtime cannot do, so the reading runs in a Node.js process of its own.
 */
export function readPdf(pdf: Uint8Array): Promise<string[]> {
  const script = `
    import { PDFParse } from 'pdf-parse';
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
    try {
      const result = await parser.getText();
      process.stdout.write(JSON.stringify(result.pages.map((page) => page.text)));
    } finally {
      await parser.destroy();
    }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', script], { cwd: process.cwd() });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as string[]) : reject(new Error(`The PDF could not be read (${code}): ${err}`)),
    );
    child.stdin.end(Buffer.from(pdf));
  });
}
