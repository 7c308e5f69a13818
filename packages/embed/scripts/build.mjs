// Builds the publishable package into dist/: ES modules and type declarations by tsc, plus a
// package.json whose exports point at them. The workspace reads src/ directly; dist/ is what
// `npm publish ./packages/embed/dist` ships (README.md "Publishing").
//
// The protocol's schemas live in @vitrine/contracts, a private package. They are copied
// into the build as protocol/, so the published package depends on nothing of ours; relative
// imports get their .js extensions on the way, since browsers and Node need them in ES modules.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contracts = path.resolve(root, '../contracts/src');
const stage = path.join(root, '.build/src');
const dist = path.join(root, 'dist');
/** The contracts' modules the SDK imports by name: the protocol and two of its leaves. */
const CONTRACTS_IMPORT = /'@vitrine\/contracts\/(host-messages|embedding|languages)'/g;

async function* tsFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(file);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield file;
  }
}

/** Copies host-messages.ts and the contracts files it imports, following relative imports. */
async function copyProtocol(file, seen = new Set()) {
  if (seen.has(file)) return;
  seen.add(file);
  const text = await readFile(file, 'utf8');
  await mkdir(path.join(stage, 'protocol'), { recursive: true });
  await writeFile(path.join(stage, 'protocol', path.basename(file)), text);
  for (const [, spec] of text.matchAll(/from '(\.\/[^']+)'/g)) {
    await copyProtocol(path.join(contracts, `${spec}.ts`), seen);
  }
}

/**
 * Points the protocol's imports (host-messages, and its leaves embedding and languages, which
 * host-messages imports, so they are copied too) at the copy and gives relative imports
 * their .js extension.
 */
function rewrite(text, file) {
  const copied = (name) => {
    const relative = path.relative(path.dirname(file), path.join(stage, `protocol/${name}.js`));
    return (relative.startsWith('.') ? relative : `./${relative}`).split(path.sep).join('/');
  };
  return text
    .replace(CONTRACTS_IMPORT, (_, name) => `'${copied(name)}'`)
    .replace(/from '(\.{1,2}\/[^']+?)(?<!\.js)'/g, (_, spec) => {
      const target = path.resolve(path.dirname(file), spec);
      if (existsSync(`${target}.ts`)) return `from '${spec}.js'`;
      if (existsSync(path.join(target, 'index.ts'))) return `from '${spec}/index.js'`;
      throw new Error(`${file}: cannot resolve ${spec}`);
    });
}

async function main() {
  await rm(path.join(root, '.build'), { recursive: true, force: true });
  await rm(dist, { recursive: true, force: true });
  await cp(path.join(root, 'src'), stage, {
    recursive: true,
    filter: (source) => !source.endsWith('.test.ts'),
  });
  await copyProtocol(path.join(contracts, 'host-messages.ts'));
  for await (const file of tsFiles(stage)) {
    await writeFile(file, rewrite(await readFile(file, 'utf8'), file));
  }
  const tsc = path.resolve(root, '../../node_modules/typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], {
    stdio: 'inherit',
  });
  const source = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const entry = (name) => ({
    types: `./${name}.d.ts`,
    import: `./${name}.js`,
    default: `./${name}.js`,
  });
  const published = {
    name: source.name,
    version: source.version,
    description: source.description,
    type: 'module',
    sideEffects: false,
    types: './index.d.ts',
    exports: { '.': entry('index'), './app': entry('app'), './package.json': './package.json' },
    files: ['**/*.js', '**/*.d.ts', 'README.md', 'CHANGELOG.md', 'EMBEDDING.md'],
    keywords: ['vitrine', 'catalogue', 'cad', 'embed', 'postMessage', 'iframe'],
    dependencies: { typebox: source.dependencies.typebox },
  };
  await writeFile(path.join(dist, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  for (const doc of ['README.md', 'CHANGELOG.md'])
    await cp(path.join(root, doc), path.join(dist, doc));
  await rm(path.join(root, '.build'), { recursive: true, force: true });
}

main().catch(async (error) => {
  await rm(path.join(root, '.build'), { recursive: true, force: true });
  console.error(error);
  process.exitCode = 1;
});
