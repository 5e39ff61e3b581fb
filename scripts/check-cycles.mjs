// Fails (exit 1) when the TypeScript sources import each other in a cycle, type-only
// imports included: `import type` and `export type … from` count like any other import,
// so the layering holds for types as well as for code. Run by `npm run lint`.
//
// eslint-plugin-import-x's `no-cycle` skips type-only imports, hence this script. It reads
// each file's import specifiers with TypeScript's own pre-processor (imports, re-exports,
// dynamic `import()`), follows the relative ones and reports every strongly connected
// component of more than one file (or a file importing itself).
//
// Usage: node scripts/check-cycles.mjs [dir …]   (default: contract server main preload test)

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const dirs = process.argv.slice(2);
const roots = (dirs.length ? dirs : ['contract', 'server', 'main', 'preload', 'test']).map((d) =>
  path.resolve(root, d),
);
const SOURCE = /\.(ts|mts|cts)$/;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/** The file a relative specifier names: as written (`.ts` imports), or with an extension. */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    `${base}.ts`,
    path.join(base, 'index.ts'),
  ];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

const graph = new Map();
for (const dir of roots) {
  if (!existsSync(dir)) continue;
  for (const file of sources(dir)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of info.importedFiles) {
      const target = resolve(file, fileName);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
}

// Tarjan's strongly connected components, iterative (deep import chains).
let counter = 0;
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const cycles = [];
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [{ node: start, edges: [...(graph.get(start) ?? [])], i: 0 }];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length) {
    const frame = work.at(-1);
    if (frame.i < frame.edges.length) {
      const next = frame.edges[frame.i++];
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        index.set(next, counter);
        low.set(next, counter++);
        stack.push(next);
        onStack.add(next);
        work.push({ node: next, edges: [...graph.get(next)], i: 0 });
      } else if (onStack.has(next)) {
        low.set(frame.node, Math.min(low.get(frame.node), index.get(next)));
      }
      continue;
    }
    work.pop();
    const parent = work.at(-1);
    if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
    if (low.get(frame.node) === index.get(frame.node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || graph.get(frame.node).has(frame.node)) cycles.push(component);
    }
  }
}

/** One concrete loop inside a component, for the message: a → b → … → a. */
function loopIn(component) {
  const members = new Set(component);
  const first = component.toSorted()[0];
  const seen = new Map([[first, null]]);
  const queue = [first];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node)) {
      if (next === first) {
        const chain = [];
        for (let at = node; at !== null; at = seen.get(at)) chain.unshift(at);
        return [...chain, first];
      }
      if (members.has(next) && !seen.has(next)) {
        seen.set(next, node);
        queue.push(next);
      }
    }
  }
  return [first, first];
}

const rel = (f) => path.relative(root, f);
if (cycles.length === 0) {
  console.log(`No import cycles among ${graph.size} files (type imports included).`);
} else {
  console.error(`${cycles.length} import cycle(s) (type imports included):`);
  for (const component of cycles) {
    const loop = loopIn(component);
    console.error(`\n  ${loop.map(rel).join('\n    → ')}`);
    if (component.length > loop.length - 1) {
      console.error(`  (${component.length} files are tangled in this one)`);
    }
  }
  process.exitCode = 1;
}
