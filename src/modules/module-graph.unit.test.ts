/**
 * No import cycles between the modules (docs/decisions/032-modules-register-themselves.md): the
 * folders under src/modules/ form a graph without circles, so each module can be read, tested and
 * changed from its dependencies up. import-x/no-cycle (eslint.config.js) checks files; this checks
 * folders, where a cycle can run through files that do not import each other.
 * Type-only imports do not count (they vanish at run time); the registry and the manifest types
 * (registry.ts, module.ts, personal-data.ts) sit above and below the modules and are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = dirname(fileURLToPath(import.meta.url));

/** Value imports and re-exports with a relative path (`import type …` and `{ type A }` alone left out). */
const IMPORT = /^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+'(\.[^']+)'/gms;

function valueImports(source: string): string[] {
  const out: string[] = [];
  for (const [, clause, path] of source.matchAll(IMPORT)) {
    const named = /^\{([^}]*)\}$/.exec(clause!.trim());
    if (named && named[1]!.split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    out.push(path!);
  }
  return out;
}

/** module folder → the module folders its files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(MODULES, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const edges = new Set<string>();
    for (const file of readdirSync(join(MODULES, entry.name), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const from = join(MODULES, entry.name, file);
      for (const path of valueImports(readFileSync(from, 'utf8'))) {
        const [top, ...rest] = relative(MODULES, resolve(dirname(from), path)).split(sep);
        if (top && rest.length > 0 && !top.startsWith('..') && top !== entry.name) edges.add(top);
      }
    }
    graph.set(entry.name, edges);
  }
  return graph;
}

/** Each cycle of `graph` once, as the path that closes it ('a → b → a'). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0]!);
        found.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' → '));
      } else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...found].sort();
}

describe('the modules', () => {
  it('import each other without cycles', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThanOrEqual(20);
    expect(cycles(graph)).toEqual([]);
  });

  it('the check finds a cycle', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a → b → c → a']);
    expect(valueImports(`import type { X } from '../x/x.js';\nimport { type Y } from '../y/y.js';\nimport { z, type W } from '../z/z.js';`)).toEqual([
      '../z/z.js',
    ]);
  });
});
