import { TextField } from '@/components/ui/field';
import { checkUploadFiles, maxUploadFiles, uploadAccept } from '@/lib/domain/upload';

/** A request the server refused outright (body over the size limit) or that never arrived. */
export const uploadFailed = `The upload could not be completed. Each file must be 10MB or smaller, at most ${maxUploadFiles} files at a time; check your connection and try again.`;

/** The browser's check of the chosen files (count, type, size); the server checks them again, contents too. */
export function chosenFilesMessage(formData: FormData): string | null {
  const files = formData.getAll('files').filter((value): value is File => typeof value !== 'string' && value.name !== '');
  const messages = checkUploadFiles(files.map((file) => ({ name: file.name, size: file.size })));
  return messages.length > 0 ? messages.join(' ') : null;
}

/** The file input of an upload, Retry or Replace (the accepted types, several at once, 10MB each). */
export function EvidenceFilesField({ error, label = 'Files' }: { error?: string; label?: string }) {
  return (
    <TextField
      label={label}
      name="files"
      type="file"
      multiple
      accept={uploadAccept}
      hint={`PDF, DOC, DOCX, PNG, JPG or JPEG, up to 10MB each (at most ${maxUploadFiles} files).`}
      error={error}
    />
  );
}
