import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

// npm run bench [-- name ...]: runs the benchmarks one after another (each in its own process, so one
// does not inherit another's memory), all of them by default. Results land in bench/results/; the table
// in bench/README.md is written from them by hand, with the conditions of the run.

const all = ['startup', 'leads', 'media', 'lighthouse', 'admin-lists'];
const names = process.argv.slice(2).length ? process.argv.slice(2) : all;
let failed = false;
for (const name of names) {
  const file = path.join(import.meta.dirname, `${name}.ts`);
  if (!existsSync(file)) {
    console.error(`no benchmark named "${name}" (have: ${all.join(', ')})`);
    failed = true;
    continue;
  }
  console.log(`\n== ${name}`);
  const run = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
