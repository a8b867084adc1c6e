import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from './storage/s3.ts';

// The only module that reads process.env (STYLE "Configuration is read once").

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(8).optional()),
  SEED_SAMPLES: flag.default(true),
  SITE_BUILD_DEBOUNCE_MS: z.coerce.number().int().min(0).default(1500),
  SITE_BUILD_TOKEN: optionalText,
  TRUST_PROXY: flag.default(false),
  SMTP_URL: optionalUrl,
  LEADS_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  ALLOWED_ORIGINS: z.string().default(''),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === '' ? undefined : v), flag.optional()),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedSamples: boolean;
  siteBuildDebounceMs: number;
  siteBuildToken: string;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  /** Quote requests per minute from one address; 0 turns the limit off (load tests). */
  leadsRateLimit: number;
  /** Origins besides PUBLIC_URL whose pages may post the contact form (a site served elsewhere). */
  allowedOrigins: string[];
  /** First retry delay of a failed notification; later ones double, up to an hour. */
  jobRetryDelaySeconds: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Where media files live (server/storage/). */
  storage: { driver: 'local' } | ({ driver: 's3' } & S3Options);
  /** The repository root: where the site and admin sources live. */
  rootDir: string;
};

export const rootDir = path.resolve(import.meta.dirname, '..');

/** Parses the environment; throws an Error whose message lists every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together.');
  }
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) throw new Error('Invalid configuration: STORAGE_DRIVER=s3 needs S3_BUCKET.');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  }
  const dataDir = path.resolve(rootDir, e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    authSecret: e.AUTH_SECRET ?? keptSecret(dataDir, 'auth-secret'),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedSamples: e.SEED_SAMPLES,
    siteBuildDebounceMs: e.SITE_BUILD_DEBOUNCE_MS,
    siteBuildToken: e.SITE_BUILD_TOKEN ?? keptSecret(dataDir, 'site-build-token'),
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    leadsRateLimit: e.LEADS_RATE_LIMIT,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean),
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    logLevel: e.LOG_LEVEL,
    storage: e.STORAGE_DRIVER === 's3' ? { driver: 's3', ...s3Options(e) } : { driver: 'local' },
    rootDir,
  };
}

function s3Options(e: z.infer<typeof envSchema>): S3Options {
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
  const bucket = e.S3_BUCKET!;
  // A custom endpoint (MinIO, s3rver...) usually serves buckets as paths; AWS itself as subdomains.
  const forcePathStyle = e.S3_FORCE_PATH_STYLE ?? Boolean(endpoint);
  const publicUrl =
    e.S3_PUBLIC_URL ??
    (endpoint
      ? forcePathStyle
        ? `${endpoint}/${bucket}`
        : endpoint.replace('://', `://${bucket}.`)
      : `https://${bucket}.s3.${e.S3_REGION}.amazonaws.com`);
  return {
    endpoint,
    bucket,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    forcePathStyle,
  };
}

/** A secret generated on first use and kept in DATA_DIR/secrets/, so restarts keep sessions valid. */
function keptSecret(dataDir: string, name: string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}
