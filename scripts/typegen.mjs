#!/usr/bin/env node
// `npm run typegen`: Chakra's typings for the app's own theme (tokens, semantic tokens, text styles,
// recipe variants), so `color="fg.muted"` or `textStyle="eyebrow"` autocompletes and a name that
// does not exist fails the type check. See CONTRIBUTING.md#chakra-typings.
//
// Chakra's type declarations read these typings from a fixed place inside the package
// (node_modules/@chakra-ui/react/dist/types/styled-system/generated), by relative imports that
// neither tsconfig `paths` nor a module augmentation can redirect. So the CLI writes them into
// types/chakra/ (committed, reviewed like code), and this script then copies them over the
// package's defaults. `--link` does only the copy (a fresh install, CI): `npm run typecheck` runs it.
//
// The copy replaces each file (write beside it, then rename) instead of writing into it:
// node_modules may be hard-linked from another checkout, and writing in place would change theirs.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const committed = join(root, 'types', 'chakra');
const require = createRequire(join(root, 'package.json'));
const packageTypes = resolve(
  dirname(require.resolve('@chakra-ui/react')),
  '..',
  'types',
  'styled-system',
  'generated',
);

if (!process.argv.includes('--link')) {
  const run = spawnSync(
    'npx',
    ['chakra', 'typegen', 'scripts/chakra-system.ts', '--strict', '--tsconfig', 'tsconfig.json', '--outdir', committed],
    { cwd: root, stdio: 'inherit' },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const files = readdirSync(committed).filter((name) => name.endsWith('.gen.d.ts'));
if (files.length === 0) {
  console.error(`No typings in ${committed}: run npm run typegen`);
  process.exit(1);
}
for (const name of files) {
  const target = join(packageTypes, name);
  const temporary = `${target}.${process.pid}.tmp`;
  copyFileSync(join(committed, name), temporary);
  renameSync(temporary, target);
}
if (!process.argv.includes('--quiet')) console.log(`Chakra typings: ${files.length} files from types/chakra into @chakra-ui/react`);
