import type { Config } from './config.ts';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

export type Logger = Record<Level, (message: string, extra?: unknown) => void>;

/** A small line logger: one line per event, to stdout (info) or stderr (warnings and errors). */
export function createLogger(level: Config['logLevel']): Logger {
  const make = (name: Level) => (message: string, extra?: unknown) => {
    if (levels[name] < levels[level]) return;
    const line = extra === undefined ? message : `${message} ${formatExtra(extra)}`;
    (levels[name] >= levels.warn ? process.stderr : process.stdout).write(`[retrato] ${line}\n`);
  };
  return { debug: make('debug'), info: make('info'), warn: make('warn'), error: make('error') };
}

function formatExtra(extra: unknown): string {
  if (extra instanceof Error) return extra.stack ?? extra.message;
  return typeof extra === 'string' ? extra : JSON.stringify(extra);
}
