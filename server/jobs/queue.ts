import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type Job, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../log.ts';
import type { Tx } from '../services/resources.ts';

// The durable job queue (pg-boss) in the project's own database: PGlite or PostgreSQL. Jobs are enqueued
// in the same transaction as the record they are about, so a committed lead always has its jobs, and a
// job runs once even with several server processes on one PostgreSQL.

export const JOB_NAMES = ['lead.webhook', 'lead.whatsapp', 'lead.email', 'lead.auto_reply', 'post.webhook'] as const;
export type JobName = (typeof JOB_NAMES)[number];
export type JobData = { deliveryId: string };
export type JobHandler = (job: JobWithMetadata<JobData>) => Promise<void>;

/** About half a day of retries: the delay doubles from the first one up to an hour. */
const RETRY_LIMIT = 20;
const RETRY_DELAY_MAX_SECONDS = 3600;
/** A job whose worker died (a killed server) is retried after this long: sends time out after 10 s. */
const EXPIRE_SECONDS = 30;
/** How often pg-boss looks for such jobs (its default, a minute, would double the wait). */
const SUPERVISE_SECONDS = 15;
/** Jobs a worker takes at a time, run side by side. */
const BATCH_SIZE = 5;

export function createQueue(database: Database, config: Config, log: Logger) {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: onSharedPool(database.pool), backend: 'pglite', superviseIntervalSeconds: SUPERVISE_SECONDS })
      : new PgBoss({ connectionString: database.url!, max: 4, application_name: 'retrato-jobs', superviseIntervalSeconds: SUPERVISE_SECONDS });
  boss.on('error', (error) => log.error('job queue error', error));
  let started = false;
  const scheduled: string[] = [];

  return {
    async start(handlers: Record<JobName, JobHandler>) {
      await boss.start();
      started = true;
      for (const name of JOB_NAMES) {
        await boss.createQueue(name, {
          retryLimit: RETRY_LIMIT,
          retryDelay: config.jobRetryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: RETRY_DELAY_MAX_SECONDS,
          expireInSeconds: EXPIRE_SECONDS,
        });
        // Up to BATCH_SIZE jobs a second per queue, each settled on its own: a burst of leads goes out
        // within seconds, and a backlog of failing sends never takes the database from the visitors.
        await boss.work<JobData>(
          name,
          { includeMetadata: true, pollingIntervalSeconds: 1, batchSize: BATCH_SIZE, perJobResults: true },
          (jobs) =>
            Promise.all(
              jobs.map(async (job): Promise<JobResult> => {
                try {
                  await handlers[name](job as JobWithMetadata<JobData>);
                  return { id: job.id, status: 'completed' };
                } catch (error) {
                  return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
                }
              }),
            ),
        );
      }
    },
    /** Runs `task` on a timetable (cron, UTC), once per occurrence across all server processes. */
    async every(name: string, cron: string, task: () => Promise<unknown>) {
      await boss.createQueue(name, { retryLimit: 0, expireInSeconds: 600 });
      await boss.schedule(name, cron);
      await boss.work(name, { pollingIntervalSeconds: 60 }, async () => {
        await task().catch((error) => {
          log.error(`scheduled ${name} failed`, error);
          throw error;
        });
      });
      scheduled.push(name);
    },
    /** Enqueues jobs as part of the transaction `tx`: they exist if and only if the transaction commits. */
    async enqueue(tx: Tx, name: JobName, jobs: JobData[]) {
      // One statement for all of them; the queue's own retry and expiry settings apply.
      await boss.insert(name, jobs.map((data) => ({ data })), { db: fromDrizzle(tx as never, sql as never) });
    },
    /** Stops taking jobs, waits for the running ones, then lets go of the database. */
    async stop() {
      if (!started) return;
      started = false;
      await Promise.all([...JOB_NAMES, ...scheduled].map((name) => boss.offWork(name, { wait: true })));
      const stopped = new Promise<void>((resolve) => boss.once('stopped', () => resolve()));
      await boss.stop({ graceful: true, timeout: 5000, close: true });
      await stopped;
    },
  };
}

/**
 * pg-boss on the embedded database's one connection, shared with the rest of the server. Each statement
 * holds the connection until it is done; one that fails inside a transaction of its own (pg-boss sends
 * some as `begin; ...; commit`) is rolled back before the connection is handed on. Statements with
 * parameters are prepared by name, so the ones the workers repeat every second are planned once
 * (pg-boss has a few dozen; past a hundred, in case some text varies, the rest run unnamed).
 */
function onSharedPool(pool: Database['pool']) {
  const names = new Map<string, string>();
  const prepared = (text: string, values: unknown[]) => {
    let name = names.get(text);
    if (!name && names.size < 100) names.set(text, (name = `pgboss.${names.size}`));
    return { name, text, values };
  };
  return {
    async executeSql(text: string, values?: unknown[]) {
      const client = await pool.connect();
      try {
        return await client.query(values?.length ? prepared(text, values) : text);
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

export type Queue = ReturnType<typeof createQueue>;
export type { Job };
