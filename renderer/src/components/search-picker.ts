/** The logic of SearchPicker: which items match what was typed, and in which groups. */

export interface PickerItem {
  /** What v-model holds (a model or voice id). */
  value: string;
  /** What the box and the list show. */
  label: string;
  /** A second, quieter column in the list (e.g. the voice id). */
  detail?: string;
  /** The group it is listed under (e.g. "Favourites"); none = listed last, unlabelled. */
  group?: string;
  /** More words it is found by (language, locale, gender...). */
  keywords?: string;
}

/** The typed text as lower-case words. */
export const wordsOf = (typed: string): string[] =>
  typed.toLowerCase().split(/\s+/).filter(Boolean);

/** Every typed word appears in the item's label, value, detail or keywords. */
export function matchesAll(item: PickerItem, words: readonly string[]): boolean {
  const hay =
    `${item.label} ${item.value} ${item.detail ?? ''} ${item.keywords ?? ''}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

export function filterItems(
  items: readonly PickerItem[],
  typed: string,
  matches: (item: PickerItem, words: string[]) => boolean = matchesAll,
): PickerItem[] {
  const words = wordsOf(typed);
  return words.length ? items.filter((i) => matches(i, words)) : [...items];
}

/** Items by group, in `order`, then the groups not named there, then the ungrouped. */
export function groupItems(
  items: readonly PickerItem[],
  order: readonly string[],
): { label: string | null; items: PickerItem[] }[] {
  const byGroup = new Map<string | null, PickerItem[]>();
  for (const g of order) byGroup.set(g, []);
  for (const item of items) {
    const key = item.group ?? null;
    const list = byGroup.get(key) ?? [];
    list.push(item);
    byGroup.set(key, list);
  }
  const ungrouped = byGroup.get(null) ?? [];
  byGroup.delete(null);
  const groups = [...byGroup].map(([label, list]) => ({ label, items: list }));
  if (ungrouped.length) groups.push({ label: null, items: ungrouped });
  return groups.filter((g) => g.items.length > 0);
}
