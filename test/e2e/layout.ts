/**
 * What a person sees as broken layout, measured in the page: a control drawn over another
 * control, a control running off the window's side, a list row's control outside its row.
 */
import type { Page } from '@playwright/test';

export interface LayoutFault {
  kind: 'overlap' | 'offscreen' | 'outside-row';
  what: string;
}

/**
 * The faults of the controls shown now (buttons, links, fields, sliders, tabs, list rows).
 * Hidden controls (display none, visually-hidden, zero size) are not counted; two boxes (each
 * cut to what its scrollers show) overlap when they share more than 2 px in both directions and neither holds the other (a
 * field's own button, drawn inside it by design, is not an overlap).
 */
export function layoutFaults(page: Page): Promise<LayoutFault[]> {
  return page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=slider], [role=tab], [role=combobox], [role=listitem]';
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30) ?? '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label}"`;
    };
    const shown = [...document.querySelectorAll(selector)].filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.width < 3 || r.height < 3) return false;
      if (!el.checkVisibility({ opacityProperty: false, visibilityProperty: true })) return false;
      // Inside a scroller, a control scrolled out of its view is not on screen.
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (!/(auto|scroll|hidden)/.test(style.overflowY + style.overflowX)) continue;
        const box = p.getBoundingClientRect();
        if (r.bottom <= box.top + 1 || r.top >= box.bottom - 1) return false;
        if (style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
      }
      return true;
    });
    const faults: { kind: 'overlap' | 'offscreen' | 'outside-row'; what: string }[] = [];
    const rects = shown.map((el) => el.getBoundingClientRect());
    // Headers that stay at the top of their scroller (a panel's title bar): what scrolls under
    // one is hidden by it, not drawn over it.
    const stuck = [...document.querySelectorAll('body *')].filter((el) => {
      const style = getComputedStyle(el);
      return style.position === 'sticky' && style.top === '0px';
    });
    // What can be seen of each control: its box cut to its scrollers' boxes and below the
    // sticky headers it scrolled under (a control half under a title bar is cut off there).
    const seen = shown.map((el, i) => {
      const r = rects[i]!;
      let [top, bottom, left, right] = [r.top, r.bottom, r.left, r.right];
      for (const header of stuck) {
        if (header.contains(el)) continue;
        const h = header.getBoundingClientRect();
        if (r.right > h.left && r.left < h.right && r.top < h.bottom) top = Math.max(top, h.bottom);
      }
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (!/(auto|scroll|hidden)/.test(style.overflowY + style.overflowX)) continue;
        const box = p.getBoundingClientRect();
        top = Math.max(top, box.top);
        bottom = Math.min(bottom, box.bottom);
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      return { top, bottom, left, right };
    });
    shown.forEach((el, i) => {
      const r = rects[i]!;
      if (r.left < -1 || r.right > innerWidth + 1)
        faults.push({ kind: 'offscreen', what: `${name(el)} at x ${r.left}–${r.right}` });
      const row = el.parentElement?.closest('[role=listitem]');
      if (row && el.getAttribute('role') !== 'listitem') {
        const b = row.getBoundingClientRect();
        if (
          r.top < b.top - 1 ||
          r.bottom > b.bottom + 1 ||
          r.left < b.left - 1 ||
          r.right > b.right + 1
        )
          faults.push({ kind: 'outside-row', what: `${name(el)} in ${name(row)}` });
      }
    });
    for (let i = 0; i < shown.length; i++)
      for (let j = i + 1; j < shown.length; j++) {
        const a = shown[i]!;
        const b = shown[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        // A field's own button drawn inside it (a picker's chevron, a search's clear).
        const field = (el: Element) => el.matches('input, textarea, [role=combobox]');
        if (a.parentElement === b.parentElement && (field(a) || field(b))) continue;
        const ra = seen[i]!;
        const rb = seen[j]!;
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 2 && h > 2) faults.push({ kind: 'overlap', what: `${name(a)} × ${name(b)}` });
      }
    return faults;
  });
}
