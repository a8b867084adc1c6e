import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A hash of the files under the given paths (relative to root), to know whether a build is stale. */
export function fingerprint(root: string, paths: string[], extra = ''): string {
  const hash = createHash('sha256');
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        visit(path.join(relative, name));
      }
      return;
    }
    hash.update(relative).update('\0').update(readFileSync(full)).update('\0');
  };
  paths.forEach(visit);
  return hash.update(extra).digest('hex').slice(0, 24);
}
