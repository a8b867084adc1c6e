import { inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/index.ts';
import type { Logger } from '../log.ts';
import type { JobName, Queue } from './queue.ts';

// The transactional outbox. A lead (or a post) and its delivery rows are stored in one statement, and
// the visitor gets the answer at once; this turns the rows not yet queued into jobs, many per
// transaction, shortly after. A row and its job are committed together, and rows are claimed with
// SKIP LOCKED, so each becomes one job even with several server processes. Rows left behind by a
// process killed in between are picked up at the next start, or by any process's sweep.

type Channel = (typeof deliveries.$inferSelect)['channel'];

export const JOB_OF: Record<Channel, JobName> = {
  webhook: 'lead.webhook',
  whatsapp: 'lead.whatsapp',
  email: 'lead.email',
  auto_reply: 'lead.auto_reply',
  blog_webhook: 'post.webhook',
};

/**
 * A pass waits for writes to pause this long, so that a burst of leads is queued in a few transactions
 * that do not hold the database while visitors wait for their answers...
 */
const QUIET_MS = 50;
/** ...but not much longer than this after the first write it queues, however busy the form is. */
const MAX_WAIT_MS = 1000;
/** How often each process looks for rows that a killed process wrote but did not queue. */
const SWEEP_MS = 10_000;
const BATCH = 500;

export function createOutbox(db: Db, queue: Queue, log: Logger) {
  let gathering: NodeJS.Timeout | undefined;
  let gatheringSince = 0;
  let sweeping: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  /** Turns up to BATCH waiting rows into jobs in one transaction; answers how many. */
  function queueWaiting(): Promise<number> {
    return db.transaction(async (tx) => {
      const waiting = tx
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(isNull(deliveries.queued_at))
        .orderBy(deliveries.created_at)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(deliveries)
        .set({ queued_at: sql`now()` })
        .where(inArray(deliveries.id, waiting))
        .returning({ id: deliveries.id, channel: deliveries.channel });
      for (const [name, group] of Map.groupBy(rows, (row) => JOB_OF[row.channel])) {
        await queue.enqueue(tx, name, group.map((row) => ({ deliveryId: row.id })));
      }
      return rows.length;
    });
  }

  /** One pass at a time: a pass asked for while one runs follows it. */
  function pass(): Promise<void> {
    running = running
      .then(async () => {
        while ((await queueWaiting()) === BATCH);
      })
      .catch((error) => log.error('could not queue notifications (they stay in the outbox for the next pass)', error));
    return running;
  }

  return {
    /** New rows were written: queue them, with whatever else arrives in the next moment. */
    wake(): void {
      if (stopped) return;
      if (gathering) {
        if (Date.now() - gatheringSince < MAX_WAIT_MS) gathering.refresh();
        return;
      }
      gatheringSince = Date.now();
      gathering = setTimeout(() => {
        gathering = undefined;
        void pass();
      }, QUIET_MS);
    },
    /** Queues what is waiting now (rows left by a previous run), then sweeps now and then. */
    async start(): Promise<void> {
      stopped = false;
      await pass();
      sweeping = setInterval(() => void pass(), SWEEP_MS).unref();
    },
    /** Stops waking and sweeping; rows still waiting are queued by the next start. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(gathering);
      clearInterval(sweeping);
      gathering = undefined;
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
