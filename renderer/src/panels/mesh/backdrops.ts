/**
 * The viewer's backdrops (docs/decisions.md, "Studio, second wave": the 3D workspace): what
 * the model is seen against. A coloured backdrop is drawn by three.js behind the model, so
 * Screenshot keeps it; `studio` and `checker` leave the canvas transparent over a backdrop
 * drawn by CSS (Screenshot stays transparent, as before). No three.js here: the panel's
 * chunk names the choices, the lazily loaded viewer draws them.
 */
export type Backdrop = 'studio' | 'grey' | 'dark' | 'checker';
export const BACKDROPS: readonly Backdrop[] = ['studio', 'grey', 'dark', 'checker'];
const STORAGE_KEY = 'voxmesh.viewerBackdrop';

export interface BackdropLook {
  /** Drawn behind the model, or null for a transparent canvas. */
  color: number | null;
  /** Grid lines for a dark backdrop. */
  darkGrid: boolean;
}

export function backdropLook(backdrop: Backdrop, darkTheme: boolean): BackdropLook {
  switch (backdrop) {
    case 'grey':
      return { color: 0x8e8e94, darkGrid: true };
    case 'dark':
      return { color: 0x17171b, darkGrid: true };
    case 'checker':
      return { color: null, darkGrid: false };
    default:
      return { color: null, darkGrid: darkTheme };
  }
}

/** The last backdrop chosen, kept for the next visit. */
export function savedBackdrop(): Backdrop {
  const v = localStorage.getItem(STORAGE_KEY);
  return BACKDROPS.includes(v as Backdrop) ? (v as Backdrop) : 'studio';
}

export function saveBackdrop(b: Backdrop): void {
  localStorage.setItem(STORAGE_KEY, b);
}
