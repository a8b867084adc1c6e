import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FromDatabase, ToDatabase } from './pglite-worker.ts';

/**
 * The embedded database (PGlite) on a thread of its own, reached like a PostgreSQL server: `connect()`
 * gives node-postgres a stream (its `stream` option) that carries the wire protocol to the thread.
 * PostgreSQL inside WebAssembly then works on the second core while the main thread answers HTTP, where
 * in-process it took about 1 ms of the main thread for every statement.
 *
 * PGlite is one session, so it serves one connection at a time: the pool in front of it keeps exactly one
 * (`max: 1`, never closed for being idle), and queries wait their turn in the pool as they would for
 * PGlite's own lock. When a connection ends, the session is reset for the next one.
 */
export function startPgliteThread(dir: string, conf: string[]) {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dir, conf } });
  const connections = new Map<number, Connection>();
  let nextId = 1;

  // The thread keeps the process alive only while the main thread waits on it; an idle database does not.
  let waiting = 1; // for the thread to be ready
  const wait = (delta: number) => {
    waiting += delta;
    if (waiting) worker.ref();
    else worker.unref();
  };

  let stopped: Error | undefined;
  let started = false;
  let closing = false;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromDatabase) => {
      if ('ready' in message) {
        wait(-1);
        started = true;
        resolve();
      } else if ('failed' in message) {
        reject(new Error(`The embedded database could not start: ${message.failed}`));
      } else if ('bytes' in message) {
        wait(-1);
        const { bytes } = message;
        connections.get(message.id)?.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      }
    });
    // An uncaught error in the thread comes first, then its exit.
    worker.on('error', (error) => {
      stopped ??= error;
    });
    worker.on('exit', (code) => {
      stopped ??= new Error(`The embedded database stopped (exit code ${code}).`);
      reject(stopped);
      for (const connection of connections.values()) connection.destroy(stopped);
      // A server whose database is gone can only fail every request: it stops, for its supervisor to
      // start it again (every answered lead is on disk).
      if (started && !closing) {
        process.nextTick(() => {
          throw stopped;
        });
      }
    });
  });
  ready.catch(() => {}); // reported to whoever connects

  const post = (message: ToDatabase) => worker.postMessage(message, 'bytes' in message ? [message.bytes.buffer as ArrayBuffer] : []);

  return {
    /** A new connection's stream, for node-postgres. */
    connect(): Duplex {
      const id = nextId++;
      const connection = new Connection(
        ready,
        (bytes) => {
          wait(1);
          post({ id, bytes });
        },
        () => {
          connections.delete(id);
          if (!stopped) post({ reset: true });
        },
      );
      connections.set(id, connection);
      return connection;
    },
    /** Closes the database once the connections have ended. */
    async close() {
      if (stopped) return;
      closing = true;
      wait(1);
      const closed = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      post({ close: true });
      await closed;
    },
  };
}

/** One connection's two directions: what node-postgres writes goes to the thread in batches, answers come back. */
class Connection extends Duplex {
  #pending: Buffer[] = [];
  readonly #ready: Promise<void>;
  readonly #send: (bytes: Uint8Array) => void;
  readonly #onClose: () => void;

  constructor(ready: Promise<void>, send: (bytes: Uint8Array) => void, onClose: () => void) {
    super();
    this.#ready = ready;
    this.#send = send;
    this.#onClose = onClose;
  }

  // The parts of net.Socket that node-postgres calls.
  connect(): this {
    this.#ready.then(
      () => this.emit('connect'),
      (error: Error) => this.destroy(error),
    );
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  // node-postgres writes a query's messages (parse, bind, execute, sync...) one by one in the same tick;
  // they leave together, as one batch, once that tick's work is done.
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#pending.push(chunk);
    if (this.#pending.length === 1) queueMicrotask(() => this.#flush());
    callback();
  }

  #flush(): void {
    // A buffer of its own, handed over to the thread without a copy (a Buffer from Node's pool would
    // take the whole 8 KB pool with it).
    const bytes = new Uint8Array(this.#pending.reduce((size, chunk) => size + chunk.length, 0));
    let offset = 0;
    for (const chunk of this.#pending) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    this.#pending = [];
    if (!this.destroyed) this.#send(bytes);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#onClose();
    callback(error);
  }
}
