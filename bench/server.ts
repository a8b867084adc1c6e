import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// The real server as the benchmarks run it: tests/fixtures/serve.ts (npm start without the admin and site
// builds) in its own process, on a free loopback port, with an admin account to sign in with.

const root = path.resolve(import.meta.dirname, '..');
/**
 * What `npm start` (package.json) adds to `node`: MALLOC_ARENA_MAX=2 keeps glibc from giving each
 * libvips thread its own malloc arena (that alone took the server from 0.8 to 1.7 GB over nine photos);
 * --liftoff-only keeps V8 from recompiling the embedded database's WebAssembly with its optimizing
 * compiler, which peaked at 950 MB (docs/decisions.md).
 */
export const NPM_START = { nodeArgs: ['--liftoff-only'], env: { MALLOC_ARENA_MAX: '2' } };
const ADMIN = { email: 'bench@retrato.test', password: 'bench-password-123' };

export type BenchServer = {
  url: string;
  pid: number;
  /** Signs the admin in; answers the session cookie. */
  signIn(): Promise<string>;
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server on `dataDir` (and `DATABASE_URL` when given in `env`) and waits until it takes requests. */
export async function startBenchServer(dataDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  // A fixed port, so that the server's public address (and so Better Auth's allowed origin) is known.
  const port = await freePort();
  const child = spawn(process.execPath, [...NPM_START.nodeArgs, 'tests/fixtures/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SAMPLES: 'false',
      LOG_LEVEL: 'error',
      ...NPM_START.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /READY (\S+)/.exec(out);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    });
  });
  return {
    url,
    pid: child.pid!,
    async signIn() {
      const response = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url.replace('127.0.0.1', 'localhost') },
        body: JSON.stringify(ADMIN),
      });
      if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
      return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
