/** @jest-environment node */
import { attachmentDisposition, checkUploads, cleanFileName, evidenceStorageKey } from '@/lib/domain/evidence/files';
import { assertValidKey } from '@/lib/storage/types';

const PDF = '%PDF-1.7\n';

describe('checkUploads', () => {
  it('passes real files with the content type their bytes prove, under their cleaned names', async () => {
    const checked = await checkUploads([
      new File([PDF], 'C:\\fakepath\\report.pdf'),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.JPG'),
    ]);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.files.map((file) => [file.name, file.contentType, file.bytes.byteLength])).toEqual([
      ['report.pdf', 'application/pdf', PDF.length],
      ['photo.JPG', 'image/jpeg', 4],
    ]);
  });

  it('refuses a renamed program and contents that do not match, naming each file', async () => {
    const checked = await checkUploads([new File(['MZ\u0090'], 'setup.docx'), new File([PDF], 'image.png'), new File([PDF], 'fine.pdf')]);
    expect(checked).toEqual({
      ok: false,
      message:
        '"setup.docx" is a program, not a Word document: programs cannot be uploaded. "image.png" is not a PNG image: its contents do not match its extension.',
    });
  });

  it('applies the count, type and size rules before reading any bytes, and ignores the empty part of no choice', async () => {
    expect(await checkUploads([])).toEqual({ ok: false, message: 'Choose at least one file to upload.' });
    expect(await checkUploads([new File([], ''), 'text field'])).toEqual({ ok: false, message: 'Choose at least one file to upload.' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf');
    const read = jest.spyOn(big, 'arrayBuffer');
    expect(await checkUploads([big])).toEqual({ ok: false, message: '"big.pdf" is 10.0 MB: each file must be 10MB or smaller.' });
    expect(read).not.toHaveBeenCalled();
  });
});

describe('cleanFileName', () => {
  it('keeps the last part of a path, drops control characters and shortens long names keeping the extension', () => {
    expect(cleanFileName('/home/me/evidence.pdf')).toBe('evidence.pdf');
    expect(cleanFileName('bad\r\nname.pdf')).toBe('badname.pdf');
    expect(cleanFileName('   ')).toBe('file');
    const long = cleanFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback without quotes or controls and the exact name percent-encoded', () => {
    expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(attachmentDisposition('a"b\\c\r\n.pdf')).toBe(`attachment; filename="a_b_c__.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0A.pdf`);
    expect(attachmentDisposition('日本.pdf')).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`);
    expect(attachmentDisposition("it's (1).pdf")).toBe(`attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`);
    expect(() => attachmentDisposition('\uD800.pdf')).not.toThrow();
  });
});

describe('evidenceStorageKey', () => {
  it('is a valid storage key inside the organization and the item', () => {
    const key = evidenceStorageKey(
      '5b0c6a4e-1d2f-4c3b-9a8e-7f6d5c4b3a21',
      '6c1d7b5f-2e3a-4d4c-8b9f-8a7e6d5c4b32',
      '7d2e8c6a-3f4b-4e5d-9c0a-9b8f7e6d5c43',
    );
    expect(key).toBe(
      'organizations/5b0c6a4e-1d2f-4c3b-9a8e-7f6d5c4b3a21/evidence/6c1d7b5f-2e3a-4d4c-8b9f-8a7e6d5c4b32/7d2e8c6a-3f4b-4e5d-9c0a-9b8f7e6d5c43',
    );
    expect(() => assertValidKey(key)).not.toThrow();
  });
});
