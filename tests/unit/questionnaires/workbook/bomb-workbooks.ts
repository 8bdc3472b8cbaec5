import JSZip from 'jszip';
import { deflatedEntry, deflatedZeros, moderatelyPackedContent, rawZip, type RawEntry } from '../../uploads/zip-bombs';
import { fixtureBytes } from './fixture';

const MEGABYTE = 1024 * 1024;

/** The sample questionnaire's own entries, rewritten by hand so that more can be packed beside them. */
export async function fixtureEntries(): Promise<RawEntry[]> {
  const zip = await JSZip.loadAsync(fixtureBytes('xlsx'));
  const files = Object.values(zip.files).filter((file) => !file.dir);
  return Promise.all(files.map(async (file) => deflatedEntry(file.name, Buffer.from(await file.async('uint8array')))));
}

/** The sample questionnaire with `extra` entries packed after its own. */
export const workbookWith = async (extra: RawEntry[]) => rawZip([...(await fixtureEntries()), ...extra]);

/** The sample questionnaire with an "image" of `bytes` zeros whose headers claim 2 KB: 2 GB of them fit in 2 MB. */
export const zerosBomb = (bytes: number) =>
  workbookWith([{ name: 'xl/media/image1.png', stored: deflatedZeros(bytes), method: 8, declaredSize: 2048 }]);

/**
 * The sample questionnaire with three 40 MB parts that claim 2 KB each and deflate about 50 times, as ordinary
 * files may: only the total limit stops it.
 */
export function lyingPartsBomb(): Promise<Uint8Array> {
  const packed = deflatedEntry('x', moderatelyPackedContent(40 * MEGABYTE)).stored;
  return workbookWith(
    ['a', 'b', 'c'].map((name): RawEntry => ({ name: `xl/media/${name}.bin`, stored: packed, method: 8, declaredSize: 2048 })),
  );
}
