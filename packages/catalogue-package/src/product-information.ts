/** Product information records ⇄ the items the product information service stores. */
import type { PimItemInput } from '@vitrine/contracts';
import type { PackageProductInformation } from '@vitrine/contracts/package';
import type { PathOf } from './records';

type Record = PackageProductInformation;

/** The item to store, files by dataport id (`idOf` knows the package's). */
export function toPimItem(record: Record, idOf: (packagePath: string) => string): PimItemInput {
  const {
    owner_id: _owner,
    file,
    dataportId,
    thumbnailFile,
    thumbnailDataportId,
    contact,
    ...rest
  } = record;
  const id = file !== undefined ? idOf(file) : dataportId;
  const thumbnail = thumbnailFile !== undefined ? idOf(thumbnailFile) : thumbnailDataportId;
  let person: PimItemInput['contact'];
  if (contact) {
    const { photoFile, photoDataportId, ...who } = contact;
    const photo = photoFile !== undefined ? idOf(photoFile) : photoDataportId;
    person = { ...who, ...(photo !== undefined ? { photoDataportId: photo } : {}) };
  }
  return {
    ...rest,
    ...(id !== undefined ? { dataportId: id } : {}),
    ...(thumbnail !== undefined ? { thumbnailDataportId: thumbnail } : {}),
    ...(person ? { contact: person } : {}),
  };
}

/** A stored item as a record of a brand, files by path where `pathOf` knows one. */
export function toPimRecord(item: PimItemInput, ownerId: string, pathOf: PathOf): Record {
  const { dataportId, thumbnailDataportId, contact, ownerId: _owner, ...rest } = item;
  const fileOrId = (id: string | undefined, fileKey: string, idKey: string) => {
    if (id === undefined) return {};
    const file = pathOf(id);
    return file !== undefined ? { [fileKey]: file } : { [idKey]: id };
  };
  let person: Record['contact'];
  if (contact) {
    const { photoDataportId, ...who } = contact;
    person = { ...who, ...fileOrId(photoDataportId, 'photoFile', 'photoDataportId') };
  }
  return {
    ...rest,
    owner_id: ownerId,
    ...fileOrId(dataportId, 'file', 'dataportId'),
    ...fileOrId(thumbnailDataportId, 'thumbnailFile', 'thumbnailDataportId'),
    ...(person ? { contact: person } : {}),
  };
}

/** Every file a product information record names, with its field. */
/** Every file an item names by dataport id (a file already stored) instead of by path. */
export function* pimDataports(record: Partial<Record>): Generator<{ field: string; id: string }> {
  if (typeof record.dataportId === 'string') yield { field: 'dataportId', id: record.dataportId };
  if (typeof record.thumbnailDataportId === 'string')
    yield { field: 'thumbnailDataportId', id: record.thumbnailDataportId };
  const photo = record.contact?.photoDataportId;
  if (typeof photo === 'string') yield { field: 'contact.photoDataportId', id: photo };
}

export function* pimFiles(record: Partial<Record>): Generator<{ field: string; path: string }> {
  if (typeof record.file === 'string') yield { field: 'file', path: record.file };
  if (typeof record.thumbnailFile === 'string')
    yield { field: 'thumbnailFile', path: record.thumbnailFile };
  const photo = record.contact?.photoFile;
  if (typeof photo === 'string') yield { field: 'contact.photoFile', path: photo };
}
