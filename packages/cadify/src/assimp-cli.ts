/**
 * Debian's `assimp` command, for the formats assimpjs cannot write (FBX, Collada, 3DS).
 * Optional: found at start-up with `assimp version`; each export runs with a time limit.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CadError } from './types';

const run = promisify(execFile);

/** The binary when it answers `assimp version`, else null. */
export async function detectAssimp(binary: string | null | undefined): Promise<string | null> {
  if (binary === null) return null;
  const candidate = binary ?? 'assimp';
  try {
    const { stdout } = await run(candidate, ['version'], { timeout: 5000 });
    return /Assimp/i.test(stdout) ? candidate : null;
  } catch {
    return null;
  }
}

/** `assimp export input output -f<format>`; a failure or a hang becomes a CadError. */
export async function assimpExport(
  binary: string,
  input: string,
  output: string,
  format: string,
  timeoutMs: number,
): Promise<void> {
  try {
    await run(binary, ['export', input, output, `-f${format}`], {
      timeout: timeoutMs,
      maxBuffer: 16 << 20,
    });
  } catch (error) {
    const { stderr, killed } = error as { stderr?: string; killed?: boolean };
    throw killed
      ? new CadError(`the ${format} export took longer than ${timeoutMs / 1000} s`)
      : new CadError(
          `the model cannot be written as ${format}`,
          (stderr ?? String(error)).trim().split('\n').pop(),
        );
  }
}
