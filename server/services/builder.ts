import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// Runs a build tool (Astro, Vite) of the project in a child process, so that its memory and CPU never
// weigh on the server that keeps answering visitors, and keeps the end of its output for error reports.

const require = createRequire(import.meta.url);

export function binOf(pkg: 'astro' | 'vite', root: string): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [root] });
  const bin = (require(manifest) as { bin: Record<string, string> | string }).bin;
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin[pkg]!);
}

export function runBuild(
  bin: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; onLine?: (line: string) => void },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env, FORCE_COLOR: '0', NO_COLOR: '1', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        options.onLine?.(line);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(bin)} ${args[0]} failed (${signal ?? `exit ${code}`}):\n${tail.join('\n')}`));
    });
  });
}
