/** Runs a page enhancement once the browser is idle (never before the first paint). */
export function whenIdle(run: () => void): void {
  const start = () => ('requestIdleCallback' in window ? requestIdleCallback(() => run(), { timeout: 2000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
