/**
 * A fixed one-minute window per key (a client address, an API key), kept in this process. Enough to stop
 * a script hammering one server; several processes each count their own share.
 */
export function createRateLimit(perMinute: number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweptAt = Date.now();
  return {
    /** True when the request may go ahead; `perMinute` 0 lets everything through. */
    take(key: string, now = Date.now()): boolean {
      if (perMinute === 0) return true;
      if (now - sweptAt > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        sweptAt = now;
      }
      const window = windows.get(key);
      if (!window || window.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + 60_000 });
        return true;
      }
      window.count++;
      return window.count <= perMinute;
    },
  };
}
