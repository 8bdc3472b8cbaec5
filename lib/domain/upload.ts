/** Upload rules: these types, several files at once, each up to 10 MB. */
export const allowedUploadExtensions = ['.pdf', '.doc', '.docx', '.png', '.jpg', '.jpeg'] as const;
export const maxUploadFileBytes = 10 * 1024 * 1024;
/** At most this many files per upload, so one request stays within the server's body limit. */
export const maxUploadFiles = 5;
export const uploadAccept = allowedUploadExtensions.join(',');

export type UploadCandidate = { name: string; size: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Whole megabytes with one decimal, for messages ("10.5 MB"). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Checks the chosen files: returns one message per refused file (naming it), plus messages about the set
 * (none chosen, too many). An empty list means the files may be uploaded.
 */
export function checkUploadFiles(files: readonly UploadCandidate[]): string[] {
  if (files.length === 0) return ['Choose at least one file to upload.'];
  const messages: string[] = [];
  if (files.length > maxUploadFiles) messages.push(`Upload at most ${maxUploadFiles} files at a time.`);
  for (const file of files) {
    if (!(allowedUploadExtensions as readonly string[]).includes(extensionOf(file.name))) {
      messages.push(`"${file.name}" is not an accepted file type. Use PDF, DOC, DOCX, PNG, JPG or JPEG.`);
    } else if (file.size > maxUploadFileBytes) {
      messages.push(`"${file.name}" is ${formatMegabytes(file.size)}: each file must be 10MB or smaller.`);
    } else if (file.size === 0) {
      messages.push(`"${file.name}" is empty.`);
    }
  }
  return messages;
}

/** The largest form body a signed-in screen accepts: a full upload plus room for multipart framing and fields. */
export const maxFormBodyBytes = maxUploadFiles * maxUploadFileBytes + 2 * 1024 * 1024;
