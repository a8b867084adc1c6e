import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// The embedded database's own thread (started by pglite-thread.ts). PostgreSQL inside WebAssembly runs
// here, beside the server's main thread instead of on it, and answers the PostgreSQL wire protocol: each
// message from the main thread is a batch of protocol messages, each answer the bytes PostgreSQL wrote.
// Messages are handled one at a time, in order, so every exchange has the database to itself.

/** `id` names the connection a batch comes from, and its answer goes back to. */
export type ToDatabase = { id: number; bytes: Uint8Array } | { reset: true } | { close: true };
export type FromDatabase = { ready: true } | { failed: string } | { id: number; bytes: Uint8Array };

const { dir, conf } = workerData as { dir: string; conf: string[] };
const port = parentPort!;
const send = (message: FromDatabase) => port.postMessage(message);

/** The protocol's simple Query message: 'Q', its length, the text and a zero byte. */
function query(text: string): Buffer {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}
/** What a connection leaves in the one session (an open transaction, prepared statements) is cleared. */
const ROLLBACK = query('rollback');
const DISCARD = query('discard all');

let pglite: PGlite;
try {
  pglite = await PGlite.create(dir, { postgresqlconf: conf });
} catch (error) {
  send({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}

port.on('message', async (message: ToDatabase) => {
  if ('bytes' in message) {
    // Synchronous on purpose: no other message can start before this one's answer is posted. The answer
    // is an array PGlite makes for each call, so it is handed over, not copied.
    const answer = pglite.execProtocolRawSync(message.bytes);
    port.postMessage({ id: message.id, bytes: answer } satisfies FromDatabase, [answer.buffer as ArrayBuffer]);
  } else if ('reset' in message) {
    // A connection went away: the next one starts as on a new PostgreSQL connection.
    if (pglite.isInTransaction()) pglite.execProtocolRawSync(ROLLBACK);
    pglite.execProtocolRawSync(DISCARD);
  } else {
    await pglite.close();
    port.close();
  }
});
send({ ready: true });
