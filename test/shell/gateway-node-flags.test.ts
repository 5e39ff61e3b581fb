import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const read = (rel: string) => readFile(new URL(`../../${rel}`, import.meta.url), 'utf8');

/**
 * The V8 flags of the gateway's process (scripts/gateway-node-flags.json; docs/architecture.md
 * "Memory": small semi-spaces keep a long text's reading from growing the main thread's young
 * generation): every launcher of ours passes the same ones.
 */
describe("the gateway process's V8 flags", () => {
  it('are the same for `npm start`, `npm run serve` and the Linux packages', async () => {
    const flags = JSON.parse(await read('scripts/gateway-node-flags.json')) as string[];
    expect(flags).toContain('--max-semi-space-size=2');

    const scripts = (JSON.parse(await read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.serve).toBe(`node ${flags.join(' ')} --import tsx server/cli.ts serve`);

    const start = await read('scripts/start.mjs');
    expect(start).toContain("'./gateway-node-flags.json'");
    expect(start).toContain('`--js-flags=${NODE_FLAGS.join');

    const builder = parse(await read('electron-builder.yml')) as {
      linux: { executableArgs: string[] };
    };
    expect(builder.linux.executableArgs).toEqual([`--js-flags=${flags.join(' ')}`]);
  });
});
