import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, rateLimit, session, user, verification } from '../db/schema/index.ts';

/** Header that the server sets from the connection (or a trusted proxy) for Better Auth's rate limits. */
export const CLIENT_IP_HEADER = 'x-retrato-client-ip';

export function createAuth(db: Db, config: Config) {
  return betterAuth({
    appName: 'Retrato',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    // Accounts are created only by the server (ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin:create`).
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 8 },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 200,
      customRules: { '/sign-in/email': { window: 60, max: 10 } },
    },
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent', level: config.logLevel === 'silent' ? 'error' : config.logLevel },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
