/**
 * Interpretation speed and memory: prompts through interpretPrompt (WordNet lookups
 * included), cold, warm and for unseen nouns, and the process RSS before/after.
 *
 *   node --import tsx bench/mesh-interpret.ts
 */
import { interpretPrompt } from '../server/mesh/prompt/parse.ts';
const rss0 = process.memoryUsage().rss;
const prompts = [
  'a hamster',
  'a jaguar',
  'a saxophone',
  'a sofa',
  'love',
  'a kangaroo',
  'a rifle',
  'a tulip',
  'une voiture rouge',
  '一只猫',
  'a house with a red roof',
  'a lamp on a table',
  'a chair',
  'a cathedral with a red roof',
  'a stapler',
  'a falcon on a rock',
];
const t0 = performance.now();
for (const p of prompts) interpretPrompt(p, 1);
const cold = performance.now() - t0;
const times: number[] = [];
for (let r = 0; r < 20; r++)
  for (const p of prompts) {
    const t = performance.now();
    interpretPrompt(p + (r ? '' : ''), r);
    times.push(performance.now() - t);
  }
times.sort((a, b) => a - b);
console.log(
  `cold first pass ${cold.toFixed(1)} ms for ${prompts.length} prompts; warm median ${times[times.length >> 1]!.toFixed(3)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(2)} ms`,
);
// Unseen nouns after warm-up (cache miss, file reads only).
const fresh = [
  'a gazelle',
  'a violin',
  'a cathedral',
  'a teaspoon',
  'a mango',
  'a wolfhound',
  'a trombone',
  'a dagger',
  'a bungalow',
  'a parakeet',
];
const ft = fresh
  .map((p) => {
    const t = performance.now();
    interpretPrompt(p, 1);
    return performance.now() - t;
  })
  .sort((a, b) => a - b);
console.log(
  `unseen nouns: median ${ft[ft.length >> 1]!.toFixed(2)} ms, max ${ft[ft.length - 1]!.toFixed(2)} ms`,
);
console.log(
  `rss before ${(rss0 / 1048576).toFixed(1)} MB, after ${(process.memoryUsage().rss / 1048576).toFixed(1)} MB`,
);
