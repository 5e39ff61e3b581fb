/**
 * Names whose use sets a colour or material by convention (issue #32, session 17): what a
 * person expects when the prompt says nothing more — a lab coat is white, a school bus
 * yellow, an oil drum steel. Only uses, never kinds (a kind's own look is its builder's); a
 * colour or material the prompt gives always wins.
 */
interface Convention {
  color?: string;
  material?: string;
}

const BY_NAME: Readonly<Record<string, Convention>> = {
  'lab coat': { color: 'white' },
  'laboratory coat': { color: 'white' },
  "doctor's coat": { color: 'white' },
  'chef hat': { color: 'white' },
  "chef's hat": { color: 'white' },
  toque: { color: 'white' },
  'wedding dress': { color: 'white' },
  'wedding gown': { color: 'white' },
  'bridal gown': { color: 'white' },
  'bridal dress': { color: 'white' },
  'school bus': { color: 'yellow' },
  taxi: { color: 'yellow' },
  taxicab: { color: 'yellow' },
  'fire truck': { color: 'red' },
  'fire engine': { color: 'red' },
  'oil drum': { material: 'steel' },
  'steel drum': { material: 'steel' },
  'beer keg': { material: 'steel' },
  // A pipe named for what it is made of (the piping kind, session 24).
  'copper pipe': { material: 'copper' },
  'iron pipe': { material: 'iron' },
  'steel pipe': { material: 'steel' },
  'pvc pipe': { color: 'white', material: 'plastic' },
};

/** The colour or material a name's use implies, or null. */
export function conventionOf(name: string): Convention | null {
  return BY_NAME[name] ?? null;
}
