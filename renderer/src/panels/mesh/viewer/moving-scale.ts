/**
 * How sharp the viewer's moving frames are: a share of the still frame's pixel ratio,
 * chosen from how fast the moving frames actually come.
 *
 * The time of a frame on software WebGL (SwiftShader, the studio without a GPU) is mostly
 * fragment shading, so it follows the pixel count: a 20,000-triangle model in a 640×400
 * viewer drawn at half the pixel ratio takes about 20 ms there, a frame at a third about
 * 14 ms. A real GPU draws either in well under a millisecond. So moving frames start at
 * the sharpest step; while they come slower than SLOW_MS apart (judged on four frames, so
 * a motion finds its step within a few frames) the next step down is used, and after a
 * second of full-rate frames the next step up is tried again (less often each time it
 * fails). The steps are few so the canvas's buffer is not reallocated on every frame.
 */

/** Shares of the still pixel ratio, sharpest first. */
export const MOVING_STEPS = [0.5, 0.42, 0.35, 0.3, 0.25] as const;

/** Frames judged together: a few to see frames are too slow (a motion reaches its step fast)... */
const SLOW_WINDOW = 4;
/** ...and more to see they keep up. */
const WINDOW = 10;
/** A window whose frames came further apart than this on average is too slow (~54 fps). */
const SLOW_MS = 18.5;
/** ... and closer than this is at the display's full rate (60 Hz), with room to try more. */
const FULL_MS = 17.5;
/** Full-rate windows in a row before a sharper step is tried (about a second)... */
const WINDOWS_BEFORE_UP = 6;
/**
 * ...doubled each time the sharper step proved too slow, up to about eight seconds: each
 * failed try costs a window of slow frames, so a machine that cannot keep up at the sharper
 * step is not asked every second.
 */
const MOST_WINDOWS_BEFORE_UP = 48;
/** A gap longer than this is a pause between two motions, not a slow frame. */
const PAUSE_MS = 100;

export class MovingScale {
  private step = 0;
  private last = -Infinity;
  private frames = 0;
  private spent = 0;
  private fullWindows = 0;
  private windowsBeforeUp = WINDOWS_BEFORE_UP;
  /** The window being judged is the first at a step just tried. */
  private trying = false;

  /** The share of the still pixel ratio the next moving frame is drawn at. */
  get value(): number {
    return MOVING_STEPS[this.step]!;
  }

  /** Called with performance.now() when a moving frame is drawn. */
  frame(now: number): void {
    const gap = now - this.last;
    this.last = now;
    if (gap > PAUSE_MS) return;
    this.frames += 1;
    this.spent += gap;
    const mean = this.spent / this.frames;
    const slow = this.frames >= SLOW_WINDOW && mean > SLOW_MS;
    if (!slow && this.frames < WINDOW) return;
    this.frames = this.spent = 0;
    const tried = this.trying;
    this.trying = false;
    if (slow) {
      if (tried) this.windowsBeforeUp = Math.min(this.windowsBeforeUp * 2, MOST_WINDOWS_BEFORE_UP);
      this.step = Math.min(this.step + 1, MOVING_STEPS.length - 1);
      this.fullWindows = 0;
      return;
    }
    // The sharper step keeps up: the machine has room, try the next one at the usual pace.
    if (tried) this.windowsBeforeUp = WINDOWS_BEFORE_UP;
    if (mean < FULL_MS && ++this.fullWindows >= this.windowsBeforeUp && this.step > 0) {
      this.step -= 1;
      this.fullWindows = 0;
      this.trying = true;
    }
  }
}
