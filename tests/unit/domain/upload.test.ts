import {
  allowedUploadExtensions,
  checkUploadFiles,
  formatMegabytes,
  maxUploadFileBytes,
  maxUploadFiles,
  uploadAccept,
} from '@/lib/domain/upload';

const mb = 1024 * 1024;

describe('checkUploadFiles', () => {
  it('accepts every allowed type, in any letter case', () => {
    const files = ['a.pdf', 'b.doc', 'c.docx', 'd.png', 'e.jpg', 'f.JPEG'].map((name) => ({ name, size: 1000 }));
    expect(checkUploadFiles(files.slice(0, 5))).toEqual([]);
    expect(checkUploadFiles(files.slice(5))).toEqual([]);
  });

  it('accepts a file of exactly 10MB and refuses one byte more, naming the file', () => {
    expect(checkUploadFiles([{ name: 'edge.pdf', size: maxUploadFileBytes }])).toEqual([]);
    const [message] = checkUploadFiles([{ name: 'big.pdf', size: maxUploadFileBytes + 1 }]);
    expect(message).toContain('"big.pdf"');
    expect(message).toContain('10MB');
  });

  it('refuses a wrong type, naming the file', () => {
    const messages = checkUploadFiles([
      { name: 'notes.txt', size: 10 },
      { name: 'noextension', size: 10 },
      { name: 'fake.pdf.exe', size: 10 },
    ]);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain('"notes.txt" is not an accepted file type');
    expect(messages[1]).toContain('"noextension"');
    expect(messages[2]).toContain('"fake.pdf.exe"');
  });

  it('names each refused file and lets the good ones pass', () => {
    const messages = checkUploadFiles([
      { name: 'ok.png', size: 2 * mb },
      { name: 'huge.docx', size: 11 * mb },
      { name: 'script.js', size: 1 },
    ]);
    expect(messages).toEqual([
      '"huge.docx" is 11.0 MB: each file must be 10MB or smaller.',
      '"script.js" is not an accepted file type. Use PDF, DOC, DOCX, PNG, JPG or JPEG.',
    ]);
  });

  it('refuses an empty file and an empty selection', () => {
    expect(checkUploadFiles([{ name: 'empty.pdf', size: 0 }])).toEqual(['"empty.pdf" is empty.']);
    expect(checkUploadFiles([])).toEqual(['Choose at least one file to upload.']);
  });

  it('accepts several files at once, up to the maximum', () => {
    const files = Array.from({ length: maxUploadFiles }, (_, index) => ({ name: `f${index}.pdf`, size: 10 * mb }));
    expect(checkUploadFiles(files)).toEqual([]);
    expect(checkUploadFiles([...files, { name: 'one-more.pdf', size: 1 }])).toEqual([`Upload at most ${maxUploadFiles} files at a time.`]);
  });

  it('exposes the accept list for the file input', () => {
    expect(uploadAccept).toBe('.pdf,.doc,.docx,.png,.jpg,.jpeg');
    expect(allowedUploadExtensions).toHaveLength(6);
  });

  it('formats sizes in megabytes', () => {
    expect(formatMegabytes(11 * mb)).toBe('11.0 MB');
    expect(formatMegabytes(1.55 * mb)).toBe('1.6 MB');
  });
});
