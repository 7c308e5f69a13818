/**
 * Writes one preview and its maps per material key and prints timings, for eyeballing the
 * generator: npx tsx packages/demo-data/src/materials/sample.ts /tmp/materials [key...]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MATERIAL_KEYS, type ColourKey, type MaterialKey } from '../vocab/types';
import { allowedColours, allowedFinishes, generateMaterial, type MaterialSpec } from './index';

/** Typical colours for the sample sheet (else the first allowed colour). */
const SHOWCASE: Partial<Record<MaterialKey, ColourKey>> = {
  linen: 'natural',
  cotton: 'sage',
  wool: 'grey',
  velvet: 'green',
  boucle: 'white',
  felt: 'anthracite',
  suede: 'sand',
  plastic: 'mustard',
  ceramic: 'sage',
  terrazzo: 'white',
};

/** A representative spec per key: first allowed finish and a typical colour. */
export function sampleSpec(key: MaterialKey, seed = 1): MaterialSpec {
  const finish = allowedFinishes(key)[0]!;
  const colours = allowedColours(key, finish);
  const want = SHOWCASE[key];
  return { key, finish, colour: want && colours.includes(want) ? want : colours[0]!, seed };
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? '/tmp/materials';
  const only = process.argv.slice(3);
  await mkdir(dir, { recursive: true });
  const specs: MaterialSpec[] = (only.length ? only : MATERIAL_KEYS).map((arg) => {
    const [key, finish, colour] = arg.split(':') as [MaterialKey, string?, string?];
    const base = sampleSpec(key);
    return {
      ...base,
      ...(finish ? { finish } : {}),
      ...(colour ? { colour } : {}),
    } as MaterialSpec;
  });
  // First pass writes the files; times include each family's first (JIT) run.
  for (const spec of specs) {
    const t0 = performance.now();
    const m = await generateMaterial(spec);
    const ms = performance.now() - t0;
    const name = `${spec.key}-${spec.finish}-${spec.colour}`;
    await writeFile(join(dir, `${name}.preview.jpg`), m.preview);
    for (const [map, buf] of Object.entries(m.maps)) {
      const ext = m.mimeTypes[map as 'basecolor'] === 'image/png' ? 'png' : 'jpg';
      await writeFile(join(dir, `${name}.${map}.${ext}`), buf);
    }
    await writeFile(join(dir, `${name}.definition.json`), JSON.stringify(m.definition, null, 2));
    console.log(`${name.padEnd(40)} ${ms.toFixed(1).padStart(6)} ms`);
  }
  // Second pass: warm timings, as when ~200 materials are generated in a row.
  const wall: number[] = [];
  const cpu0 = process.cpuUsage();
  for (const spec of specs) {
    const t0 = performance.now();
    await generateMaterial({ ...spec, seed: spec.seed + 1 });
    wall.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  wall.sort((a, b) => a - b);
  const mean = wall.reduce((a, b) => a + b, 0) / wall.length;
  const cpuMs = (cpu.user + cpu.system) / 1000 / wall.length;
  console.log(
    `warm: mean ${mean.toFixed(1)} ms, median ${wall[wall.length >> 1]!.toFixed(1)} ms, ` +
      `max ${wall[wall.length - 1]!.toFixed(1)} ms wall; ${cpuMs.toFixed(1)} ms CPU (all threads) per material`,
  );
}

// Run only as a script, not when imported (e.g. by benchmarks).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
