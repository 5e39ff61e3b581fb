/** The gateway's logger: plain lines on stderr by default, silent in tests. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, err?: unknown): void;
}

export function consoleLogger(): Logger {
  const line = (level: string, message: string) =>
    process.stderr.write(`${new Date().toISOString()} ${level} ${message}\n`);
  return {
    info: (m) => line('info', m),
    warn: (m) => line('warn', m),
    error: (m, err) =>
      line(
        'error',
        err ? `${m}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}` : m,
      ),
  };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
