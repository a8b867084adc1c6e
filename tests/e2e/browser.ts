import { existsSync } from 'node:fs';

/** Chromium for the browser tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}
