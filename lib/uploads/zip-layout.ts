/**
 * The plain layout a ZIP must have before jszip (inside exceljs) may read what yauzl checked. The two find the
 * directory differently where a file is odd: jszip takes the last end record it finds anywhere, shifts every offset
 * when the directory does not end where that record is, and reads directory headers for as long as they follow each
 * other, past the count the end record states; yauzl reads the stated count from the stated offset. A file built to
 * show yauzl one directory and jszip another would pass the check and then bomb exceljs, so such files are refused.
 */
import { UnreadableZipError } from './unpack-limits';

const END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_RECORD_BYTES = 22;
const DIRECTORY_HEADER_BYTES = 46;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

export type EndRecord = { position: number; directoryOffset: number; directorySize: number };

/** The end record both readers use: the last one in the file, whose comment runs exactly to the file's end. */
export function plainEndRecord(bytes: Uint8Array): EndRecord {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const position = view.lastIndexOf(END_RECORD);
  if (position < 0 || position + END_RECORD_BYTES > view.length) throw new UnreadableZipError('it has no end record');
  if (view.readUInt16LE(position + 20) !== view.length - position - END_RECORD_BYTES) {
    throw new UnreadableZipError('its end record is not at its end');
  }
  const counts = [4, 6, 8, 10].map((at) => view.readUInt16LE(position + at));
  const directorySize = view.readUInt32LE(position + 12);
  const directoryOffset = view.readUInt32LE(position + 16);
  // ZIP64 records: no file within the upload limits needs them, and jszip finds them by a search of its own.
  if (counts.includes(MAX_16) || directorySize === MAX_32 || directoryOffset === MAX_32) {
    throw new UnreadableZipError('it uses ZIP64 records');
  }
  if (directoryOffset + directorySize !== position) throw new UnreadableZipError('its directory does not end at its end record');
  return { position, directoryOffset, directorySize };
}

type DirectoryHeader = { fileNameLength: number; extraFieldLength: number; fileCommentLength: number };

/** The bytes one entry's header takes in the directory. */
export const directoryHeaderBytes = (header: DirectoryHeader) =>
  DIRECTORY_HEADER_BYTES + header.fileNameLength + header.extraFieldLength + header.fileCommentLength;

/** The headers read must take the whole directory, or headers beyond the stated count are hidden there. */
export function assertWholeDirectoryRead(end: EndRecord, headerBytes: number): void {
  if (headerBytes !== end.directorySize) throw new UnreadableZipError('its directory holds more than its end record counts');
}
