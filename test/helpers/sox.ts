import { execFileSync } from 'node:child_process';

let found: boolean | null = null;

/**
 * Whether SoX (Debian's `sox`) is installed: the audio tests check our WAV, PCM and
 * reference decoding against it, an implementation that is not ours. Outside CI a test that
 * needs it is skipped with the printed reason; under CI=true a missing SoX is a failure
 * (`.ci/run` installs it).
 */
export function hasSox(): boolean {
  if (found !== null) return found;
  try {
    execFileSync('sox', ['--version'], { stdio: 'ignore' });
    found = true;
  } catch {
    const reason = 'SoX is not installed (apt-get install sox)';
    if (process.env.CI === 'true') throw new Error(`SoX is required under CI: ${reason}`);
    console.warn(`skipped: the tests compared with SoX, because ${reason}`);
    found = false;
  }
  return found;
}
