/**
 * The viewer's moving frames get coarser while they come slower than the display and
 * sharper again once they keep up (renderer/src/panels/mesh/viewer/moving-scale.ts). Frame
 * times are handed in, so this runs without a clock or a GPU.
 */
import { describe, expect, it } from 'vitest';
import { MOVING_STEPS, MovingScale } from '../../renderer/src/panels/mesh/viewer/moving-scale.ts';

/** Feeds `count` frames `gap` ms apart, starting after `start`; returns the last time. */
function frames(scale: MovingScale, count: number, gap: number, start = 0): number {
  let now = start;
  for (let i = 0; i < count; i++) scale.frame((now += gap));
  return now;
}

describe('moving frame scale', () => {
  it('starts at half the still pixel ratio and stays there at the display rate', () => {
    const scale = new MovingScale();
    expect(scale.value).toBe(0.5);
    frames(scale, 600, 1000 / 60);
    expect(scale.value).toBe(0.5);
  });

  it('steps down while frames come at 40 fps, never below a quarter', () => {
    const scale = new MovingScale();
    // The first frame of a motion has nothing before it; four slow gaps make one step.
    frames(scale, 5, 25);
    expect(scale.value).toBe(MOVING_STEPS[1]);
    frames(scale, 200, 25, 1000);
    expect(scale.value).toBe(0.25);
  });

  it('steps back up after about a second at the display rate', () => {
    const scale = new MovingScale();
    const t = frames(scale, 9, 25);
    expect(scale.value).toBe(MOVING_STEPS[2]);
    frames(scale, 30, 1000 / 60, t);
    expect(scale.value).toBe(MOVING_STEPS[2]);
    frames(scale, 40, 1000 / 60, t + 30 * (1000 / 60));
    expect(scale.value).toBe(MOVING_STEPS[1]);
  });

  it('tries a sharper step that proved too slow less and less often', () => {
    // A machine that keeps up at 0.35 of the still ratio but not at 0.42.
    const scale = new MovingScale();
    let now = 0;
    let tries = 0;
    let before = scale.value;
    while (now < 30_000) {
      scale.frame((now += scale.value > 0.35 ? 25 : 1000 / 60));
      if (scale.value > before) tries += 1;
      before = scale.value;
    }
    expect(scale.value).toBe(0.35);
    // Every second, as at first, would be about 30 tries; doubling the wait up to ~8 s: 6.
    expect(tries).toBeLessThanOrEqual(7);
    expect(tries).toBeGreaterThanOrEqual(3);
  });

  it('does not count the pause between two motions as a slow frame', () => {
    const scale = new MovingScale();
    let t = 0;
    for (let motion = 0; motion < 20; motion++) t = frames(scale, 5, 1000 / 60, t + 2000);
    expect(scale.value).toBe(0.5);
  });
});
