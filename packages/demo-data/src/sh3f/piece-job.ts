/**
 * The heavy part of an import, for one piece: OBJ → GLB and the preview render. Runs in a
 * worker thread (sh3f.worker.ts) so imports use every core and a server importing in the
 * background keeps answering; each job opens the library itself, so nothing stays open.
 */
import { renderPreviewJpeg } from '@vitrine/mesh/render';
import { openArchive } from './archive';
import type { Sh3fPiece } from './catalog';
import { convertPiece } from './convert';

export interface PieceJob {
  file: string;
  piece: Sh3fPiece;
}

/** The files of a converted piece, or why it cannot be imported. */
export type PieceResult =
  | {
      ok: true;
      glb: Uint8Array;
      preview: Uint8Array;
      icon?: Uint8Array;
      warnings: string[];
      ms: number;
    }
  | { ok: false; reason: string };

/** Size of the catalogue preview images, as the demo catalogue renders them. */
export const PREVIEW_SIZE = { width: 587, height: 440 };

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;

/** Converts and renders one piece; failures come back as a reason, never as a throw. */
export async function runPieceJob({ file, piece }: PieceJob): Promise<PieceResult> {
  const started = performance.now();
  try {
    const archive = await openArchive(file);
    try {
      const converted = await convertPiece(archive, piece);
      const preview = new Uint8Array(await renderPreviewJpeg(converted.doc, PREVIEW_SIZE));
      const iconPath = piece.icon && archive.find(piece.icon);
      const iconBytes = iconPath ? await archive.read(iconPath) : undefined;
      return {
        ok: true,
        glb: converted.glb,
        preview,
        icon: iconBytes && isPng(iconBytes) ? iconBytes : undefined,
        warnings: converted.warnings,
        ms: Math.round(performance.now() - started),
      };
    } finally {
      archive.close();
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
