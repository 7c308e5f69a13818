/**
 * Per-pixel shading for the resolve pass: reconstructs barycentrics from the visibility
 * buffer, lights matt materials per vertex (Gouraud) and glossy/metallic ones per pixel,
 * samples base-colour textures, and looks up the ground shadow for background pixels.
 */
import type { GroundShadow } from './shadow';
import type { RTexture } from './texture';
import type { Camera } from './camera';
import type { Raster } from './raster';
import type { RMaterial } from './scene';
import { light, shininess, toLinear } from './lighting';

/** What the shading pass reads: the rasterised visibility buffer and the scene. */
export interface ShadeInput {
  raster: Raster;
  /** supersampling factor (raster is s× the output size) */
  s: number;
  width: number;
  height: number;
  vp: Float32Array;
  vn: Float32Array;
  uv: Float32Array;
  idx: Uint32Array;
  triMat: Uint16Array;
  materials: RMaterial[];
  textures: Array<RTexture | null>;
  triLod: Uint8Array;
  cam: Camera;
  shadow: GroundShadow;
  background: [number, number, number];
  /** 4 = RGBA, 3 = RGB (saves a copy before JPEG encoding) */
  channels: 3 | 4;
}

/** Materials at least this rough are lit per vertex (their highlights are broad anyway). */
const GOURAUD_ROUGHNESS = 0.3;
/** Output-pixel spacing of the ground-shadow samples. */
const SHADOW_STEP = 4;

/**
 * Per-render shading state. A class rather than closures: closures are new function objects
 * every render, which makes V8 throw away optimised code ("wrong call target").
 */
export class Shader {
  readonly col = new Float64Array(6);
  readonly mR: Float32Array;
  readonly mG: Float32Array;
  readonly mB: Float32Array;
  readonly mA: Float32Array;
  readonly mMet: Float32Array;
  readonly mShin: Float32Array;
  readonly mRough: Float32Array;
  readonly mE: Float32Array;
  readonly mPix: Uint8Array;
  /** per vertex: lit colours for the normal as given and flipped, each diffuse rgb + spec rgb */
  readonly lit: Float32Array;
  /** per triangle: 1 if its colour is a fixed rational function of (X, Y) (see `planes`) */
  readonly fast: Uint8Array;
  /** per fast triangle 27 numbers: denominator, 6 colour and 2 uv numerators, each (x, y, 1) */
  readonly planes: Float64Array;
  readonly texel = new Float64Array(3);
  readonly coef: Float64Array;
  readonly vn: Float32Array;
  readonly uv: Float32Array;
  readonly idx: Uint32Array;
  readonly triMat: Uint16Array;
  readonly triLod: Uint8Array;
  readonly texs: Array<RTexture | null>;
  readonly cam: Float64Array; // f cx cy | right | up | back | eye
  readonly upx: number;
  readonly upy: number;
  readonly upz: number;
  readonly sh: GroundShadow;
  readonly bg: Float64Array;
  gridK = new Float32Array(0);
  invS = 1;
  gx0 = 0;
  gy0 = 0;
  gw = 0;
  gh = 0;

  constructor(inp: ShadeInput) {
    const nm = inp.materials.length;
    this.mR = new Float32Array(nm);
    this.mG = new Float32Array(nm);
    this.mB = new Float32Array(nm);
    this.mA = new Float32Array(nm);
    this.mMet = new Float32Array(nm);
    this.mShin = new Float32Array(nm);
    this.mRough = new Float32Array(nm);
    this.mE = new Float32Array(nm * 3);
    this.mPix = new Uint8Array(nm);
    inp.materials.forEach((m, i) => {
      this.mR[i] = m.r;
      this.mG[i] = m.g;
      this.mB[i] = m.b;
      this.mA[i] = m.alpha;
      this.mMet[i] = m.metallic;
      this.mRough[i] = Math.max(0.04, Math.min(1, m.roughness));
      this.mShin[i] = shininess(m.roughness);
      this.mE.set([m.er, m.eg, m.eb], i * 3);
      this.mPix[i] = m.metallic > 0.5 || m.roughness < GOURAUD_ROUGHNESS ? 1 : 0;
    });
    this.coef = inp.raster.coef;
    this.vn = inp.vn;
    this.uv = inp.uv;
    this.idx = inp.idx;
    this.triMat = inp.triMat;
    this.triLod = inp.triLod;
    this.texs = inp.textures;
    const c = inp.cam;
    this.cam = new Float64Array([c.f, c.cx, c.cy, ...c.right, ...c.up, ...c.back, ...c.eye]);
    this.upx = c.right[1];
    this.upy = c.up[1];
    this.upz = c.back[1];
    this.sh = inp.shadow;
    this.bg = new Float64Array(inp.background.map(toLinear));
    this.lit = this.vertexLighting(inp.vp);
    this.fast = new Uint8Array(this.triMat.length);
    this.planes = new Float64Array(this.triMat.length * 27);
    this.buildPlanes(inp.vp);
  }

  private vertexLighting(vp: Float32Array): Float32Array {
    const nv = vp.length / 3;
    const lit = new Float32Array(nv * 12);
    const vmat = new Int32Array(nv).fill(-1);
    for (let t = 0; t < this.triMat.length; t++) {
      for (let k = 0; k < 3; k++) vmat[this.idx[t * 3 + k]!] = this.triMat[t]!;
    }
    const tmp = new Float64Array(6);
    const vn = this.vn;
    for (let v = 0; v < nv; v++) {
      const mi = vmat[v]!;
      if (mi < 0 || this.mPix[mi]) continue;
      let vx = -vp[v * 3]!,
        vy = -vp[v * 3 + 1]!,
        vz = -vp[v * 3 + 2]!;
      const l = 1 / Math.sqrt(vx * vx + vy * vy + vz * vz);
      vx *= l;
      vy *= l;
      vz *= l;
      for (let side = 0; side < 2; side++) {
        const sg = side === 0 ? 1 : -1;
        const nx = sg * vn[v * 3]!,
          ny = sg * vn[v * 3 + 1]!,
          nz = sg * vn[v * 3 + 2]!;
        light(
          nx,
          ny,
          nz,
          vx,
          vy,
          vz,
          this.upx,
          this.upy,
          this.upz,
          this.mR[mi]!,
          this.mG[mi]!,
          this.mB[mi]!,
          0,
          this.mRough[mi]!,
          this.mShin[mi]!,
          tmp,
          0,
        );
        const o = v * 12 + side * 6;
        for (let k = 0; k < 6; k++) lit[o + k] = tmp[k]! + (k >= 3 ? this.mE[mi * 3 + k - 3]! : 0);
      }
    }
    return lit;
  }

  /**
   * Gouraud triangles seen from one side only: colour = Σ aᵢ(X, Y)·Lᵢ / Σ aᵢ(X, Y) with aᵢ
   * linear, so numerators and denominator fold into planes once per triangle and a pixel
   * costs a handful of multiply-adds and one division.
   */
  private buildPlanes(vp: Float32Array): void {
    const { idx, vn, coef, lit, fast, planes: k } = this;
    for (let t = 0; t < this.triMat.length; t++) {
      if (this.mPix[this.triMat[t]!]) continue;
      let front = 0;
      for (let j = 0; j < 3; j++) {
        const v = idx[t * 3 + j]! * 3;
        if (-(vn[v]! * vp[v]! + vn[v + 1]! * vp[v + 1]! + vn[v + 2]! * vp[v + 2]!) > 0) front++;
      }
      if (front !== 0 && front !== 3) continue;
      const side = front === 3 ? 0 : 6;
      fast[t] = 1;
      const o = t * 27;
      for (let j = 0; j < 3; j++) {
        const v = idx[t * 3 + j]!;
        for (let c = 0; c < 3; c++) {
          const a = coef[t * 9 + j * 3 + c]!;
          k[o + c] = k[o + c]! + a;
          for (let ch = 0; ch < 6; ch++)
            k[o + 3 + ch * 3 + c] = k[o + 3 + ch * 3 + c]! + a * lit[v * 12 + side + ch]!;
          k[o + 21 + c] = k[o + 21 + c]! + a * this.uv[v * 2]!;
          k[o + 24 + c] = k[o + 24 + c]! + a * this.uv[v * 2 + 1]!;
        }
      }
    }
  }

  /** Bilinear, wrapped texel of `tex` at mip level `lod` into `this.texel`. */
  sampleTexture(tex: RTexture, lod: number, u: number, v: number): void {
    const lv = tex.levels[Math.min(lod, tex.levels.length - 1)]!;
    const tw = lv.w,
      th = lv.h,
      td = lv.data;
    let fu = u * tw - 0.5,
      fv = v * th - 0.5;
    fu -= Math.floor(fu / tw) * tw;
    fv -= Math.floor(fv / th) * th;
    const x0 = fu | 0,
      y0 = fv | 0;
    const x1 = x0 + 1 >= tw ? 0 : x0 + 1,
      y1 = y0 + 1 >= th ? 0 : y0 + 1;
    const fx = fu - x0,
      fy = fv - y0;
    const p00 = (y0 * tw + x0) * 4,
      p10 = (y0 * tw + x1) * 4,
      p01 = (y1 * tw + x0) * 4,
      p11 = (y1 * tw + x1) * 4;
    const w00 = (1 - fx) * (1 - fy),
      w10 = fx * (1 - fy),
      w01 = (1 - fx) * fy,
      w11 = fx * fy;
    const t = this.texel;
    t[0] = td[p00]! * w00 + td[p10]! * w10 + td[p01]! * w01 + td[p11]! * w11;
    t[1] = td[p00 + 1]! * w00 + td[p10 + 1]! * w10 + td[p01 + 1]! * w01 + td[p11 + 1]! * w11;
    t[2] = td[p00 + 2]! * w00 + td[p10 + 2]! * w10 + td[p01 + 2]! * w01 + td[p11 + 2]! * w11;
  }

  /** Ground shadow factor seen through raster position (X, Y) (1 = unshadowed). */
  shadowAt(X: number, Y: number): number {
    const c = this.cam;
    const dx = (X - c[1]!) / c[0]!,
      dy = -(Y - c[2]!) / c[0]!;
    const wx = c[3]! * dx + c[6]! * dy - c[9]!;
    const wy = c[4]! * dx + c[7]! * dy - c[10]!;
    const wz = c[5]! * dx + c[8]! * dy - c[11]!;
    const sh = this.sh;
    const t = (sh.groundY - c[13]!) / wy;
    if (!(t > 0)) return 1;
    const gx = (c[12]! + t * wx - sh.x0) / sh.cell - 0.5;
    const gz = (c[14]! + t * wz - sh.z0) / sh.cell - 0.5;
    if (!(gx >= 0 && gz >= 0 && gx < sh.nx - 1 && gz < sh.nz - 1)) return 1;
    const ix = gx | 0,
      iz = gz | 0,
      fx = gx - ix,
      fz = gz - iz;
    const i = iz * sh.nx + ix;
    const d = sh.data;
    return (
      (d[i]! * (1 - fx) + d[i + 1]! * fx) * (1 - fz) +
      (d[i + sh.nx]! * (1 - fx) + d[i + sh.nx + 1]! * fx) * fz
    );
  }

  /**
   * Samples the ground shadow every SHADOW_STEP output pixels inside the box where it is
   * visible; the shadow is so soft that bilinear upsampling is indistinguishable.
   */
  prepareBackground(box: [number, number, number, number], s: number): void {
    const [x0, y0, x1, y1] = box;
    this.gx0 = x0;
    this.gy0 = y0;
    this.gw = Math.max(0, Math.ceil((x1 - x0) / SHADOW_STEP) + 2);
    this.gh = Math.max(0, Math.ceil((y1 - y0) / SHADOW_STEP) + 2);
    this.gridK = new Float32Array(this.gw * this.gh).fill(1);
    for (let j = 0; j < this.gh; j++) {
      for (let i = 0; i < this.gw; i++) {
        const ox = x0 + i * SHADOW_STEP,
          oy = y0 + j * SHADOW_STEP;
        this.gridK[j * this.gw + i] = this.shadowAt(ox * s, oy * s);
      }
    }
  }

  /** Ground shadow factor at output position (ox, oy) (continuous coordinates), 1 outside. */
  shadowK(ox: number, oy: number): number {
    const fx = (ox - this.gx0) / SHADOW_STEP,
      fy = (oy - this.gy0) / SHADOW_STEP;
    if (!(fx >= 0 && fy >= 0 && fx < this.gw - 1 && fy < this.gh - 1)) return 1;
    const ix = fx | 0,
      iy = fy | 0,
      ax = fx - ix,
      ay = fy - iy;
    const g = this.gridK,
      i = iy * this.gw + ix;
    return (
      (g[i]! * (1 - ax) + g[i + 1]! * ax) * (1 - ay) +
      (g[i + this.gw]! * (1 - ax) + g[i + this.gw + 1]! * ax) * ay
    );
  }

  /** Background colour times the ground shadow at output position (ox, oy). */
  background(ox: number, oy: number): void {
    const k = this.shadowK(ox, oy);
    this.col[0] = this.bg[0]! * k;
    this.col[1] = this.bg[1]! * k;
    this.col[2] = this.bg[2]! * k;
  }

  /** Lit colour of triangle `tri` at raster position (X, Y). */
  surface(tri: number, X: number, Y: number): void {
    if (this.fast[tri] === 1) {
      const k = this.planes,
        o = tri * 27,
        col = this.col;
      const inv = 1 / (k[o]! * X + k[o + 1]! * Y + k[o + 2]!);
      let tr = 1,
        tg = 1,
        tb = 1;
      const tex = this.texs[this.triMat[tri]!];
      if (tex) {
        const u = (k[o + 21]! * X + k[o + 22]! * Y + k[o + 23]!) * inv;
        const v = (k[o + 24]! * X + k[o + 25]! * Y + k[o + 26]!) * inv;
        this.sampleTexture(tex, this.triLod[tri]!, u, v);
        tr = this.texel[0]!;
        tg = this.texel[1]!;
        tb = this.texel[2]!;
      }
      col[0] =
        (tr * (k[o + 3]! * X + k[o + 4]! * Y + k[o + 5]!) +
          k[o + 12]! * X +
          k[o + 13]! * Y +
          k[o + 14]!) *
        inv;
      col[1] =
        (tg * (k[o + 6]! * X + k[o + 7]! * Y + k[o + 8]!) +
          k[o + 15]! * X +
          k[o + 16]! * Y +
          k[o + 17]!) *
        inv;
      col[2] =
        (tb * (k[o + 9]! * X + k[o + 10]! * Y + k[o + 11]!) +
          k[o + 18]! * X +
          k[o + 19]! * Y +
          k[o + 20]!) *
        inv;
      return;
    }
    const coef = this.coef,
      vn = this.vn,
      idx = this.idx,
      col = this.col;
    const o = tri * 9;
    const a0 = coef[o]! * X + coef[o + 1]! * Y + coef[o + 2]!;
    const a1 = coef[o + 3]! * X + coef[o + 4]! * Y + coef[o + 5]!;
    const a2 = coef[o + 6]! * X + coef[o + 7]! * Y + coef[o + 8]!;
    const inv = 1 / (a0 + a1 + a2);
    const b0 = a0 * inv,
      b1 = a1 * inv,
      b2 = a2 * inv;
    const i0 = idx[tri * 3]!,
      i1 = idx[tri * 3 + 1]!,
      i2 = idx[tri * 3 + 2]!;
    let nx = b0 * vn[i0 * 3]! + b1 * vn[i1 * 3]! + b2 * vn[i2 * 3]!;
    let ny = b0 * vn[i0 * 3 + 1]! + b1 * vn[i1 * 3 + 1]! + b2 * vn[i2 * 3 + 1]!;
    let nz = b0 * vn[i0 * 3 + 2]! + b1 * vn[i1 * 3 + 2]! + b2 * vn[i2 * 3 + 2]!;
    const c = this.cam;
    let vx = -(X - c[1]!) / c[0]!,
      vy = (Y - c[2]!) / c[0]!,
      vz = 1;
    const back = nx * vx + ny * vy + nz * vz < 0;
    const mi = this.triMat[tri]!;
    let tr = 1,
      tg = 1,
      tb = 1;
    const tex = this.texs[mi];
    if (tex) {
      const uv = this.uv;
      const u = b0 * uv[i0 * 2]! + b1 * uv[i1 * 2]! + b2 * uv[i2 * 2]!;
      const v = b0 * uv[i0 * 2 + 1]! + b1 * uv[i1 * 2 + 1]! + b2 * uv[i2 * 2 + 1]!;
      this.sampleTexture(tex, this.triLod[tri]!, u, v);
      tr = this.texel[0]!;
      tg = this.texel[1]!;
      tb = this.texel[2]!;
    }
    if (this.mPix[mi] === 0) {
      // Gouraud: interpolate the pre-lit vertex colours of the visible side
      const lit = this.lit;
      const s = back ? 6 : 0;
      const j0 = i0 * 12 + s,
        j1 = i1 * 12 + s,
        j2 = i2 * 12 + s;
      col[0] =
        tr * (b0 * lit[j0]! + b1 * lit[j1]! + b2 * lit[j2]!) +
        b0 * lit[j0 + 3]! +
        b1 * lit[j1 + 3]! +
        b2 * lit[j2 + 3]!;
      col[1] =
        tg * (b0 * lit[j0 + 1]! + b1 * lit[j1 + 1]! + b2 * lit[j2 + 1]!) +
        b0 * lit[j0 + 4]! +
        b1 * lit[j1 + 4]! +
        b2 * lit[j2 + 4]!;
      col[2] =
        tb * (b0 * lit[j0 + 2]! + b1 * lit[j1 + 2]! + b2 * lit[j2 + 2]!) +
        b0 * lit[j0 + 5]! +
        b1 * lit[j1 + 5]! +
        b2 * lit[j2 + 5]!;
      return;
    }
    let l = 1 / Math.sqrt(vx * vx + vy * vy + vz * vz);
    vx *= l;
    vy *= l;
    vz *= l;
    l = Math.sqrt(nx * nx + ny * ny + nz * nz);
    l = l > 0 ? (back ? -1 : 1) / l : 0;
    nx *= l;
    ny *= l;
    nz *= l;
    const br = this.mR[mi]! * tr,
      bg = this.mG[mi]! * tg,
      bb = this.mB[mi]! * tb;
    light(
      nx,
      ny,
      nz,
      vx,
      vy,
      vz,
      this.upx,
      this.upy,
      this.upz,
      br,
      bg,
      bb,
      this.mMet[mi]!,
      this.mRough[mi]!,
      this.mShin[mi]!,
      col,
      0,
    );
    const e = this.mE;
    col[0] = col[0]! + col[3]! + e[mi * 3]!;
    col[1] = col[1]! + col[4]! + e[mi * 3 + 1]!;
    col[2] = col[2]! + col[5]! + e[mi * 3 + 2]!;
  }

  /** Opaque surface (or background) with up to two blended layers on top. */
  sample(o: number, a: number, c: number, X: number, Y: number): void {
    if (o >= 0) this.surface(o, X, Y);
    else this.background(X * this.invS, Y * this.invS);
    if (c >= 0) this.over(c, X, Y);
    if (a >= 0) this.over(a, X, Y);
  }

  private over(t: number, X: number, Y: number): void {
    const col = this.col;
    const r0 = col[0]!,
      g0 = col[1]!,
      b0 = col[2]!;
    const al = this.mA[this.triMat[t]!]!;
    this.surface(t, X, Y);
    col[0] = r0 * (1 - al) + col[0]! * al;
    col[1] = g0 * (1 - al) + col[1]! * al;
    col[2] = b0 * (1 - al) + col[2]! * al;
  }
}
