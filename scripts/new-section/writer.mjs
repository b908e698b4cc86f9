// Applies a plan all or nothing: every file written, changed or deleted, then the steps that
// generate from them (the migration, the route tree, the permission page); if anything fails, every
// file is put back as it was and every new file is removed, so no half section is left behind.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Snapshot of the files a step may write on its own (server/migrations). */
function listTree(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name));
}

export function applyPlan(root, plan, steps = []) {
  const before = new Map();
  const created = [];
  const createdDirs = [];
  const watched = ['server/migrations', 'src/routeTree.gen.ts', 'docs/security.md'];
  const watchedBefore = new Map();
  for (const w of watched) {
    const abs = join(root, w);
    for (const file of existsSync(abs) && !w.endsWith('.ts') && !w.endsWith('.md') ? listTree(abs) : existsSync(abs) ? [abs] : [])
      watchedBefore.set(file, readFileSync(file));
  }
  const remember = (abs) => {
    if (before.has(abs)) return;
    before.set(abs, existsSync(abs) ? readFileSync(abs) : null);
  };
  try {
    for (const [path, text] of plan.files) {
      const abs = join(root, path);
      remember(abs);
      let dir = dirname(abs);
      const missing = [];
      while (!existsSync(dir)) {
        missing.push(dir);
        dir = dirname(dir);
      }
      if (missing.length) {
        mkdirSync(dirname(abs), { recursive: true });
        createdDirs.push(...missing);
      }
      if (!existsSync(abs)) created.push(abs);
      writeFileSync(abs, text);
    }
    for (const path of plan.deletes ?? []) {
      const abs = join(root, path);
      remember(abs);
      rmSync(abs, { force: true });
    }
    for (const step of steps) step();
  } catch (error) {
    // Put back every file as it was.
    for (const [abs, content] of before) {
      if (content === null) rmSync(abs, { force: true });
      else writeFileSync(abs, content);
    }
    for (const [abs, content] of watchedBefore) writeFileSync(abs, content);
    for (const w of watched) {
      const abs = join(root, w);
      if (!w.endsWith('.ts') && !w.endsWith('.md')) for (const file of listTree(abs)) if (!watchedBefore.has(file)) rmSync(file, { force: true });
    }
    for (const dir of createdDirs.sort((a, b) => b.length - a.length)) {
      try {
        rmdirSync(dir);
      } catch {
        // not empty: a file of someone else's; leave it.
      }
    }
    throw error;
  }
  return created;
}

/** Removes the folders `dirs` and every folder under them once they hold no file. */
export function pruneEmpty(root, dirs) {
  const prune = (abs) => {
    if (!existsSync(abs)) return;
    for (const e of readdirSync(abs, { withFileTypes: true })) if (e.isDirectory()) prune(join(abs, e.name));
    if (readdirSync(abs).length === 0) rmdirSync(abs);
  };
  for (const dir of dirs) prune(join(root, dir));
}
