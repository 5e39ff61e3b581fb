import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeKokoroStandIn } from '../fixtures/kokoro-stand-in.ts';
import { writeStandInPack } from '../fixtures/piper-pack-files.ts';
import { childEnv, runCli } from '../helpers/cli.ts';
import { removeDir, startGateway, tempDir, type TestGateway } from '../helpers/gateway.ts';

/** `voxmesh voices …` against a running gateway on the data directory (docs/voice-packs.md). */

let gw: TestGateway;
let files: string;
const cli = (...args: string[]) =>
  runCli(['voices', ...args, '--data-dir', gw.dataDir], childEnv());

beforeAll(async () => {
  files = await tempDir('voxmesh-cli-packs-');
  await writeStandInPack(files, 'en_US-clitest-medium');
  await writeKokoroStandIn(files, 'kokoro-cli-v1.0');
  gw = await startGateway();
});
afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
  await removeDir(files);
});

describe('voxmesh voices', () => {
  it('adds a pack from its file, lists it, binds and unbinds a catalog voice, removes it', async () => {
    expect((await cli('list')).stdout).toContain('No voice packs installed.');
    const added = await cli('add', `${files}/en_US-clitest-medium.onnx`);
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/vp_[0-9a-f]{16} {2}en_US-clitest-medium {2}ready {2}en-US/);
    const id = /vp_[0-9a-f]{16}/.exec(added.stdout)![0];
    const bound = await cli('bind', 'en_female_grace', 'piper:en_US-clitest-medium');
    expect(bound.code).toBe(0);
    const list = await cli('list');
    expect(list.stdout).toContain('en_female_grace → piper:en_US-clitest-medium');
    expect((await cli('unbind', 'en_female_grace')).code).toBe(0);
    expect((await cli('remove', id)).code).toBe(0);
    expect((await cli('list')).stdout).toContain('No voice packs installed.');
  });

  it('adds a Kokoro pack from its model and voices file, one voice per entry', async () => {
    const added = await cli(
      'add',
      `${files}/kokoro-cli-v1.0.onnx`,
      '--voices',
      `${files}/voices-v1.0.bin`,
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/vp_[0-9a-f]{16} {2}kokoro-cli-v1\.0 {2}ready/);
    expect(added.stdout).toContain(
      'kokoro:kokoro-cli-v1.0:af_standin, kokoro:kokoro-cli-v1.0:bm_standin',
    );
    const id = /vp_[0-9a-f]{16}/.exec(added.stdout)![0];
    expect((await cli('remove', id)).code).toBe(0);
  });

  it('says what is wrong: an unknown pack, a bad argument', async () => {
    const unknown = await cli('remove', 'vp_0000000000000000');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("There is no voice pack 'vp_0000000000000000'");
    const bad = await cli('bind', 'en_female_grace');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('voices bind takes 2 argument(s)');
  });
});
