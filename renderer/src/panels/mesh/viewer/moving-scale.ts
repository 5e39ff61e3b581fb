/**
 * How sharp the viewer's moving frames are: a share of the still frame's pixel ratio,
 * chosen from how fast the moving frames actually come.
 *
 * The time of a frame on software WebGL (SwiftShader, the studio without a GPU) is mostly
 * fragment shading, so it follows the pixel count: a 20,000-triangle model in a 640×400
 * viewer drawn at half the pixel ratio takes about 20 ms there, a frame at a third about
 * 14 ms. A real GPU draws either in well under a millisecond. So moving frames start at
 * the sharpest step; while they come slower than SLOW_MS apart the next step down is used,
 * and after a second of full-rate frames the next step up is tried again. The steps are
 * few so the canvas's buffer is not reallocated on every frame.
 */

/** Shares of the still pixel ratio, sharpest first. */
export const MOVING_STEPS = [0.5, 0.42, 0.35, 0.3, 0.25] as const;

/** Frames judged together. */
const WINDOW = 10;
/** A window whose frames came further apart than this on average is too slow (~54 fps). */
const SLOW_MS = 18.5;
/** ... and closer than this is at the display's full rate (60 Hz), with room to try more. */
const FULL_MS = 17.5;
/** Full-rate windows in a row before a sharper step is tried (about a second). */
const WINDOWS_BEFORE_UP = 6;
/** A gap longer than this is a pause between two motions, not a slow frame. */
const PAUSE_MS = 100;

export class MovingScale {
  private step = 0;
  private last = -Infinity;
  private frames = 0;
  private spent = 0;
  private fullWindows = 0;

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
    if (this.frames < WINDOW) return;
    const mean = this.spent / this.frames;
    this.frames = this.spent = 0;
    if (mean > SLOW_MS) {
      this.step = Math.min(this.step + 1, MOVING_STEPS.length - 1);
      this.fullWindows = 0;
    } else if (mean < FULL_MS && ++this.fullWindows >= WINDOWS_BEFORE_UP) {
      this.step = Math.max(this.step - 1, 0);
      this.fullWindows = 0;
    }
  }
}
