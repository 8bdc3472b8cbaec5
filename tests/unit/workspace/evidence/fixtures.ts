import { createHash } from 'node:crypto';
import { checkUploads, type CheckedUpload } from '@/lib/domain/evidence/files';
import { createEvidence, linkEvidenceControl, verifyEvidence } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';

/** The bytes of a small PDF whose text is `text` (enough for the signature check). */
export function pdfFile(name: string, text = 'evidence'): File {
  return new File([`%PDF-1.4\n% ${text}\n%%EOF\n`], name, { type: 'application/pdf' });
}

/** A PNG signature followed by `text`. */
export function pngFile(name: string, text = 'image'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), text], name, { type: 'image/png' });
}

/** Files through the server's upload check; fails the test when they do not pass it. */
export async function uploads(...files: File[]): Promise<CheckedUpload[]> {
  const checked = await checkUploads(files);
  if (!checked.ok) throw new Error(`The test files were refused: ${checked.message}`);
  return checked.files;
}

export function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export const upload = {
  name: 'Firewall export',
  description: 'Rules of the edge firewall.',
  framework: 'soc2' as const,
  type: 'screenshot' as const,
  expiresOn: null,
};

/**
 * Current evidence for `controlIds`: an item uploaded by `uploader`, verified by `verifier` (the uploader
 * themselves in an organization where nobody else could) and linked to each control. Answers the item.
 */
export async function currentEvidenceFor(uploader: Member, controlIds: readonly string[], verifier: Member = uploader) {
  let record = await createEvidence(
    uploader,
    { ...upload, name: `Proof of ${controlIds.join(', ')}` },
    await uploads(pdfFile('proof.pdf')),
  );
  record = await verifyEvidence(verifier, { id: record.id, version: record.version });
  for (const controlId of controlIds) record = await linkEvidenceControl(uploader, { id: record.id, version: record.version, controlId });
  return record;
}
