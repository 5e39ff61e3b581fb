/**
 * The `voxmesh` command (`npm run serve`, `npm run keys`): argument parsing in cli/args.ts,
 * the gateway in cli/serve.ts (through start.ts), the keys client in cli/keys.ts.
 */
import { parseKeysArgs, parseServeArgs, USAGE, UsageError } from './cli/args.ts';
import { keys } from './cli/keys.ts';
import { serve } from './cli/serve.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'serve') return await serve(parseServeArgs(rest));
    if (command === 'keys') return await keys(parseKeysArgs(rest));
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
