/** @jest-environment node */
import { crc32 } from 'node:zlib';
import { contentTypeOf } from '@/lib/domain/file-signature';
import { allowedUploadExtensions } from '@/lib/domain/upload';

const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** A ZIP archive of stored (uncompressed) entries: local headers, the central directory and its end record. */
function zipOf(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const contentTypes = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const samples = {
  pdf: text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    ...text('IHDR'),
    0,
    0,
    0,
    1,
    0,
    0,
    0,
    1,
    8,
    6,
    0,
    0,
    0,
  ]),
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  doc: concat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(504)),
  docx: zipOf({
    '[Content_Types].xml': contentTypes,
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document/>',
  }),
  exe: concat(text('MZ'), new Uint8Array([0x90, 0x00, 0x03, 0x00]), new Uint8Array(58)),
  elf: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  zip: zipOf({ 'notes.txt': 'hello' }),
};

const wordType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('contentTypeOf', () => {
  it.each([
    ['scan.pdf', 'application/pdf', samples.pdf],
    ['diagram.png', 'image/png', samples.png],
    ['photo.jpg', 'image/jpeg', samples.jpeg],
    ['photo.jpeg', 'image/jpeg', samples.jpeg],
    ['policy.doc', 'application/msword', samples.doc],
    ['policy.docx', wordType, samples.docx],
  ])('accepts %s with its real signature as %s', (name, contentType, bytes) => {
    expect(contentTypeOf(name, bytes)).toEqual({ ok: true, contentType });
  });

  it('knows every extension an upload accepts', () => {
    const byExtension: Record<string, Uint8Array> = {
      '.pdf': samples.pdf,
      '.doc': samples.doc,
      '.docx': samples.docx,
      '.png': samples.png,
      '.jpg': samples.jpeg,
      '.jpeg': samples.jpeg,
    };
    expect(Object.keys(byExtension).sort()).toEqual([...allowedUploadExtensions].sort());
    for (const extension of allowedUploadExtensions) {
      expect(contentTypeOf(`file${extension}`, byExtension[extension]!).ok).toBe(true);
    }
  });

  it('reads extensions in any letter case', () => {
    expect(contentTypeOf('SCAN.PDF', samples.pdf)).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(contentTypeOf('Photo.JPG', samples.jpeg)).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(contentTypeOf('Policy.DocX', samples.docx)).toEqual({ ok: true, contentType: wordType });
    expect(contentTypeOf('SHOT.PNG', samples.jpeg)).toEqual({
      ok: false,
      message: '"SHOT.PNG" is not a PNG image: its contents do not match its extension.',
    });
  });

  it.each([
    ['report.pdf', samples.png, '"report.pdf" is not a PDF file: its contents do not match its extension.'],
    ['photo.jpg', samples.png, '"photo.jpg" is not a JPEG image: its contents do not match its extension.'],
    ['diagram.png', samples.jpeg, '"diagram.png" is not a PNG image: its contents do not match its extension.'],
    [
      'notes.doc',
      text('Just some plain text, saved as .doc'),
      '"notes.doc" is not a Word document: its contents do not match its extension.',
    ],
    ['archive.docx', samples.zip, '"archive.docx" is not a Word document: its contents do not match its extension.'],
    ['old.doc', samples.docx, '"old.doc" is not a Word document: its contents do not match its extension.'],
    ['new.docx', samples.doc, '"new.docx" is not a Word document: its contents do not match its extension.'],
    ['cut.pdf', text('%PD'), '"cut.pdf" is not a PDF file: its contents do not match its extension.'],
    ['cut.png', samples.png.subarray(0, 7), '"cut.png" is not a PNG image: its contents do not match its extension.'],
  ])('refuses %s whose contents are another type', (name, bytes, message) => {
    expect(contentTypeOf(name, bytes)).toEqual({ ok: false, message });
  });

  it('refuses a ZIP that is another Office document or only mentions word/ inside an entry', () => {
    const spreadsheet = zipOf({ '[Content_Types].xml': contentTypes, 'xl/workbook.xml': '<workbook/>' });
    expect(contentTypeOf('sheet.docx', spreadsheet).ok).toBe(false);
    const mentions = zipOf({ '[Content_Types].xml': contentTypes, 'readme.txt': 'see word/document.xml' });
    expect(contentTypeOf('fake.docx', mentions).ok).toBe(false);
    const noContentTypes = zipOf({ 'word/document.xml': '<w:document/>' });
    expect(contentTypeOf('bare.docx', noContentTypes).ok).toBe(false);
  });

  it('finds the word/ entry wherever it stands in the archive', () => {
    const padding = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`media/image${index}.bin`, 'x'.repeat(1000)]));
    const late = zipOf({ '[Content_Types].xml': contentTypes, ...padding, 'word/document.xml': '<w:document/>' });
    expect(contentTypeOf('long.docx', late)).toEqual({ ok: true, contentType: wordType });
  });

  it.each(['setup.pdf', 'setup.docx', 'setup.jpg', 'setup.png', 'setup.doc'])('refuses a Windows program renamed %s', (name) => {
    const result = contentTypeOf(name, samples.exe);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(new RegExp(`^"${name.replace('.', '\\.')}" is a program, not `));
  });

  it('refuses a Linux program whatever its name', () => {
    expect(contentTypeOf('tool.pdf', samples.elf)).toEqual({
      ok: false,
      message: '"tool.pdf" is a program, not a PDF file: programs cannot be uploaded.',
    });
    expect(contentTypeOf('tool.docx', samples.elf).ok).toBe(false);
  });

  it('refuses an empty file, naming it', () => {
    expect(contentTypeOf('empty.pdf', new Uint8Array())).toEqual({ ok: false, message: '"empty.pdf" is empty.' });
    expect(contentTypeOf('EMPTY.DOCX', new Uint8Array())).toEqual({ ok: false, message: '"EMPTY.DOCX" is empty.' });
  });

  it('refuses a name without an accepted extension, whatever its contents', () => {
    const refusal = (name: string) => ({
      ok: false,
      message: `"${name}" is not an accepted file type. Use PDF, DOC, DOCX, PNG, JPG or JPEG.`,
    });
    expect(contentTypeOf('notes.txt', text('hello'))).toEqual(refusal('notes.txt'));
    expect(contentTypeOf('scan.pdf.exe', samples.pdf)).toEqual(refusal('scan.pdf.exe'));
    expect(contentTypeOf('noextension', samples.pdf)).toEqual(refusal('noextension'));
  });
});
