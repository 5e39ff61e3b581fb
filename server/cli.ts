/**
 * The `voxmesh` command (`npm run serve`, `npm run keys`): argument parsing in cli/args.ts,
 * the gateway in cli/serve.ts (through start.ts), a team server's worker process in
 * cli/worker.ts, the keys client in cli/keys.ts.
 */
import {
  parseKeysArgs,
  parseServeArgs,
  parseVoicesArgs,
  parseWorkerArgs,
  USAGE,
  UsageError,
} from './cli/args.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    // Each command loads its own modules: `serve` does not load the keys client, nor the reverse.
    if (command === 'serve') {
      const args = parseServeArgs(rest);
      return await (await import('./cli/serve.ts')).serve(args);
    }
    if (command === 'worker') {
      const args = parseWorkerArgs(rest);
      return await (await import('./cli/worker.ts')).worker(args);
    }
    if (command === 'keys') {
      const args = parseKeysArgs(rest);
      return await (await import('./cli/keys.ts')).keys(args);
    }
    if (command === 'voices') {
      const args = parseVoicesArgs(rest);
      return await (await import('./cli/voices.ts')).voices(args);
    }
    if (command === undefined || command === 'help' || command === '--help') {
      out(USAGE);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(`Unknown command '${command}'.`);
  } catch (err) {
    if (
      err instanceof UsageError ||
      (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      process.stderr.write(`voxmesh: ${err.message}\n\n${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`voxmesh: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`voxmesh: ${String(err)}\n`);
    process.exit(1);
  },
);
