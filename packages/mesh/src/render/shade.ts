/**
 * Resolve pass: turns the visibility buffer into the final RGBA image. Pixels whose
 * samples all see the same surfaces are shaded once (MSAA-style); edge pixels are shaded
 * per sample and averaged. Matt materials are lit per vertex (Gouraud) and only
 * interpolated per pixel; glossy and metallic ones are lit per pixel.
 */
import type { GroundShadow } from './shadow';
import { LUT, LUT_N } from './lighting';
import type { Camera } from './camera';
import { Shader, type ShadeInput } from './shader';

/** Everything the resolve pass needs: buffers, view-space geometry, materials, lights' inputs. */

/** Shades the visibility buffer into width × height RGB(A) bytes. */
export function resolve(inp: ShadeInput): Buffer {
  const { raster, s, width: W, height: H, cam, shadow } = inp;
  const { id, t1, t2 } = raster;
  const SW = raster.w;
  const C = inp.channels;
  const out = new Uint8Array(W * H * C);
  const lut = LUT; // local alias: module bindings cost a check per access in hot loops
  const S = new Shader(inp);
  const col = S.col;
  // output-pixel box outside of which background pixels are plain (no shadow to look up)
  const box = shadowScreenBox(cam, shadow, s, W, H);
  const [bx0, by0, bx1, by1] = box;
  S.invS = 1 / s;
  S.prepareBackground(box, s);
  const bgBytes = [0, 1, 2].map((k) => lut[Math.min(LUT_N - 1, (Math.sqrt(S.bg[k]!) * 2048) | 0)]!);
  // plain background everywhere first; then only the box holding the model and its shadow
  const rowBytes = W * C;
  for (let p = 0; p < rowBytes; p += C) {
    out[p] = bgBytes[0]!;
    out[p + 1] = bgBytes[1]!;
    out[p + 2] = bgBytes[2]!;
    if (C === 4) out[p + 3] = 255;
  }
  for (let y = 1; y < H; y++) out.copyWithin(y * rowBytes, 0, rowBytes);
  const ob = raster.bbox;
  const ux0 = Math.max(0, Math.min(bx0, Math.floor(ob[0] / s))),
    uy0 = Math.max(0, Math.min(by0, Math.floor(ob[1] / s)));
  const ux1 = Math.min(W - 1, Math.max(bx1, Math.ceil(ob[2] / s))),
    uy1 = Math.min(H - 1, Math.max(by1, Math.ceil(ob[3] / s)));
  // background colour darkened by shadow factor k, for k = i / 1023
  const bgTable = new Uint8Array(1024 * 3);
  for (let i = 0; i < 1024; i++) {
    for (let c = 0; c < 3; c++) {
      bgTable[i * 3 + c] = lut[Math.min(LUT_N - 1, (Math.sqrt((S.bg[c]! * i) / 1023) * 2048) | 0)]!;
    }
  }
  const ss = s * s;
  const half = s / 2;
  for (let oy = uy0; oy <= uy1; oy++) {
    for (let ox = ux0; ox <= ux1; ox++) {
      const base = oy * s * SW + ox * s;
      const o0 = id[base]!;
      const a0 = t1 ? t1[base]! : -1,
        c0 = t2 ? t2[base]! : -1;
      let uniform = true;
      if (s === 2 && !t1) {
        uniform = id[base + 1] === o0 && id[base + SW] === o0 && id[base + SW + 1] === o0;
      } else {
        for (let sy = 0; sy < s && uniform; sy++) {
          for (let sx = 0; sx < s; sx++) {
            const i = base + sy * SW + sx;
            if (id[i] !== o0 || (t1 && (t1[i] !== a0 || t2![i] !== c0))) {
              uniform = false;
              break;
            }
          }
        }
      }
      const p = (oy * W + ox) * C;
      let r: number, g: number, b: number;
      if (uniform) {
        if (o0 < 0 && a0 < 0) {
          // plain background: already filled; shadowed: bytes from a table by shadow factor
          if (ox < bx0 || ox > bx1 || oy < by0 || oy > by1) continue;
          const k = S.shadowK(ox + 0.5, oy + 0.5);
          if (k >= 0.999) continue;
          const q = ((k * 1023) | 0) * 3;
          out[p] = bgTable[q]!;
          out[p + 1] = bgTable[q + 1]!;
          out[p + 2] = bgTable[q + 2]!;
          continue;
        }
        S.sample(o0, a0, c0, ox * s + half, oy * s + half);
        r = col[0]!;
        g = col[1]!;
        b = col[2]!;
      } else {
        r = g = b = 0;
        for (let sy = 0; sy < s; sy++) {
          for (let sx = 0; sx < s; sx++) {
            const i = base + sy * SW + sx;
            S.sample(
              id[i]!,
              t1 ? t1[i]! : -1,
              t2 ? t2[i]! : -1,
              ox * s + sx + 0.5,
              oy * s + sy + 0.5,
            );
            r += col[0]!;
            g += col[1]!;
            b += col[2]!;
          }
        }
        r /= ss;
        g /= ss;
        b /= ss;
      }
      out[p] = lut[Math.min(4095, (Math.sqrt(r) * 2048) | 0)]!;
      out[p + 1] = lut[Math.min(4095, (Math.sqrt(g) * 2048) | 0)]!;
      out[p + 2] = lut[Math.min(4095, (Math.sqrt(b) * 2048) | 0)]!;
    }
  }
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

/** Screen box (output pixels) covering the shadow grid; the whole image if it can't be projected. */
function shadowScreenBox(
  cam: Camera,
  sh: GroundShadow,
  s: number,
  W: number,
  H: number,
): [number, number, number, number] {
  // tight cell range where the shadow is visible at all
  let cx0 = sh.nx,
    cz0 = sh.nz,
    cx1 = -1,
    cz1 = -1;
  for (let z = 0; z < sh.nz; z++) {
    for (let x = 0; x < sh.nx; x++) {
      if (sh.data[z * sh.nx + x]! < 0.996) {
        if (x < cx0) cx0 = x;
        if (x > cx1) cx1 = x;
        if (z < cz0) cz0 = z;
        if (z > cz1) cz1 = z;
      }
    }
  }
  if (cx1 < 0) return [W, H, -1, -1];
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const gx of [sh.x0 + cx0 * sh.cell, sh.x0 + (cx1 + 2) * sh.cell]) {
    for (const gz of [sh.z0 + cz0 * sh.cell, sh.z0 + (cz1 + 2) * sh.cell]) {
      const dx = gx - cam.eye[0],
        dy = sh.groundY - cam.eye[1],
        dz = gz - cam.eye[2];
      const depth = -(dx * cam.back[0] + dy * cam.back[1] + dz * cam.back[2]);
      if (depth <= cam.near) return [0, 0, W, H];
      const X =
        cam.cx + (cam.f * (dx * cam.right[0] + dy * cam.right[1] + dz * cam.right[2])) / depth;
      const Y = cam.cy - (cam.f * (dx * cam.up[0] + dy * cam.up[1] + dz * cam.up[2])) / depth;
      x0 = Math.min(x0, X / s);
      x1 = Math.max(x1, X / s);
      y0 = Math.min(y0, Y / s);
      y1 = Math.max(y1, Y / s);
    }
  }
  return [Math.floor(x0) - 1, Math.floor(y0) - 1, Math.ceil(x1) + 1, Math.ceil(y1) + 1];
}
