import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, request, type Page } from '@playwright/test';

/** The admin account the browser tests' server is started with (playwright.config.ts). */
export const adminAccount = { email: 'admin@retrato.test', password: 'senha-segura-123' };

/**
 * `signedIn`: a page with an admin session. Sign-in is rate limited, so each worker signs in once through
 * the API and every test gets a fresh browser context from that session; tests share nothing else.
 */
export const adminTest = base.extend<{ signedIn: Page }, { sessionState: string }>({
  sessionState: [
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('The admin tests need a baseURL in playwright.config.ts');
      const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL).origin } });
      const response = await api.post('/api/auth/sign-in/email', { data: adminAccount });
      expect(response.ok(), `sign-in answered ${response.status()}`).toBe(true);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'retrato-admin-e2e-')), 'session.json');
      await api.storageState({ path: file });
      await api.dispose();
      await use(file);
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ browser, sessionState, baseURL }, use) => {
    const context = await browser.newContext({ storageState: sessionState, extraHTTPHeaders: { Origin: new URL(baseURL!).origin } });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});
