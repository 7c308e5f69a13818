/**
 * What POST /v1/load accepts as a datasource: a data: URI, or the path of a file under a
 * folder the configuration allows (DATAPORT_IMPORT_DIRS). This server does not fetch URLs: it
 * has no outbound network here, and fetching arbitrary URLs on a client's behalf invites
 * request forgery; clients upload such files with load_multipart instead.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { invalidField } from '../../errors';
import type { UploadSource as Source } from '../files.types';
import { tooLarge } from './upload';

const DATA_URI = /^data:([^,]*?),/i;

export async function openDatasource(
  datasource: string,
  type: 'data' | 'path' | undefined,
  config: { importDirs: string[]; uploadLimit: number },
): Promise<Source> {
  const kind = type ?? (datasource.startsWith('data:') ? 'data' : 'path');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(datasource)) {
    throw invalidField(
      'datasource',
      'this server does not fetch URLs; send the file with load_multipart instead',
    );
  }
  return kind === 'data'
    ? fromDataUri(datasource, config.uploadLimit)
    : fromPath(datasource, config);
}

function fromDataUri(uri: string, limit: number): Source {
  const match = DATA_URI.exec(uri);
  if (!match)
    throw invalidField('datasource', 'is not a data: URI (data:[<type>][;base64],<data>)');
  const isBase64 = /;base64$/i.test(match[1]!);
  const payload = uri.slice(match[0].length);
  if (isBase64 && !/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) {
    throw invalidField('datasource', 'holds invalid base64');
  }
  let bytes: Buffer;
  try {
    bytes = isBase64
      ? Buffer.from(payload, 'base64')
      : Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    throw invalidField('datasource', 'holds invalid percent-encoding');
  }
  if (bytes.length > limit) throw tooLarge(limit);
  return { body: Readable.from([bytes]) };
}

async function fromPath(
  datasource: string,
  config: { importDirs: string[]; uploadLimit: number },
): Promise<Source> {
  if (config.importDirs.length === 0) {
    throw invalidField(
      'datasource',
      'importing server-side files is not enabled (DATAPORT_IMPORT_DIRS)',
    );
  }
  if (!path.isAbsolute(datasource)) throw invalidField('datasource', 'must be an absolute path');
  // Resolve symbolic links first, so a link inside an allowed folder cannot point outside it.
  const real = await realpath(datasource).catch(() => undefined);
  const roots = await Promise.all(config.importDirs.map((dir) => realpath(dir).catch(() => dir)));
  const inside = real && roots.some((root) => real.startsWith(root + path.sep));
  if (!real || !inside)
    throw invalidField('datasource', 'is not a file under an allowed import folder');
  const info = await stat(real);
  if (!info.isFile()) throw invalidField('datasource', 'is not a regular file');
  if (info.size > config.uploadLimit) throw tooLarge(config.uploadLimit);
  return { body: createReadStream(real), filename: path.basename(real) };
}
