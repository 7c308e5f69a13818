/**
 * The server status of GET /server.json (spec 02 s.7): from the operator's status file when
 * SERVER_STATUS_FILE names one, else from SERVER_STATUS and SERVER_FALLBACKS. The file is read
 * again when it changes (its modification time, looked at no more than once a second), so an
 * operator announces maintenance and sends clients to fallback servers without a restart. A
 * file that cannot be read or has the wrong shape is logged and the settings' status served.
 */
import { readFile, stat } from 'node:fs/promises';
import { SERVER_STATUS_OK, ServerStatus } from '@vitrine/contracts';
import { Value } from 'typebox/value';
import type { Logger } from '../logger';

export interface StatusSettings {
  statusFile: string | undefined;
  status: { code: string; fallback: string[] };
}

/** How often the file's modification time is looked at, at most. */
const STAT_EVERY_MS = 1000;
/** A status file is a few lines; a larger one is a mistake, refused before it is parsed. */
const MAX_FILE_BYTES = 64 * 1024;

export class ServerStatusSource {
  private current: ServerStatus;
  private readonly fromSettings: ServerStatus;
  private checkedAt = 0;
  private seen: string | undefined;

  constructor(
    private readonly settings: StatusSettings,
    private readonly log?: Logger,
  ) {
    this.fromSettings = {
      status: { code: settings.status.code },
      specification: { fallback: [...settings.status.fallback] },
    };
    this.current = this.fromSettings;
  }

  /** The status to serve now. */
  async read(): Promise<ServerStatus> {
    const file = this.settings.statusFile;
    if (!file || Date.now() - this.checkedAt < STAT_EVERY_MS) return this.current;
    this.checkedAt = Date.now();
    try {
      const info = await stat(file);
      const version = `${info.mtimeMs}:${info.size}`;
      if (version === this.seen) return this.current;
      this.seen = version;
      if (info.size > MAX_FILE_BYTES) throw new Error(`larger than ${MAX_FILE_BYTES} bytes`);
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!Value.Check(ServerStatus, parsed)) {
        const first = Value.Errors(ServerStatus, parsed)[0];
        throw new Error(`not a server status: ${first?.instancePath || '/'} ${first?.message}`);
      }
      this.current = parsed;
      this.log?.info({ status: parsed.status.code }, 'server status file read');
    } catch (error) {
      this.log?.warn(
        { err: error, file },
        'server status file unreadable: serving the status of the settings',
      );
      this.current = this.fromSettings;
    }
    return this.current;
  }

  /** The fallback servers' origins as last read (the Content-Security-Policy allows them). */
  fallbackOrigins(): string[] {
    return this.current.specification.fallback;
  }

  /** Whether clients should leave this server for a fallback. */
  isOk(): boolean {
    return this.current.status.code === SERVER_STATUS_OK;
  }
}
