// @ts-check
// The API's modules (issue 28; docs/ARCHITECTURE.md, "Allowed arrows"): each folder of api/src is a
// module, used by the others only through its index.ts, its public face. Three kinds of folder are
// not modules: common, config and figures are shared by every module and import none (that would
// make a cycle); database holds every module's entities and migrations and wires them together, so
// it may import any module's files but no module imports it. The app's own files (api/src/*.ts)
// compose the modules through their index.ts. api/src/module-graph.spec.ts keeps the graph free of
// cycles.
import { dirname, resolve, sep } from 'node:path';
import { importVisitor } from './import-visitor.mjs';

export const API_SHARED = ['common', 'config', 'figures'];
const DATABASE = 'database';

/** @typedef {{ root: string, kind: 'app' | 'shared' | 'database' | 'module', folder: string, rest: string[] }} Place */

/** Where a file sits in api/src, or null outside it. @param {string} file @returns {Place | null} */
function placeOf(file) {
  const parts = file.split(sep);
  let src = -1;
  for (let i = parts.length - 2; i >= 0; i -= 1)
    if (parts[i] === 'api' && parts[i + 1] === 'src') {
      src = i + 1;
      break;
    }
  if (src < 0) return null;
  const root = parts.slice(0, src + 1).join(sep);
  const [top, ...rest] = parts.slice(src + 1);
  if (!top) return null;
  if (rest.length === 0) return { root, kind: 'app', folder: '', rest };
  if (API_SHARED.includes(top)) return { root, kind: 'shared', folder: top, rest };
  if (top === DATABASE) return { root, kind: 'database', folder: top, rest };
  return { root, kind: 'module', folder: top, rest };
}

// A module's public face: index.ts, imported as './index.js' (ESM) or the folder itself.
const isIndex = (/** @type {string[]} */ rest) =>
  rest.length === 0 || (rest.length === 1 && /^index(\.[cm]?[jt]s)?$/.test(rest[0] ?? ''));

/** @type {import('eslint').Rule.RuleModule} */
export const apiBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Keeps the API's modules apart: one module uses another only through its index.ts",
    },
    schema: [],
    messages: {
      deep:
        "'{{from}}' imports '{{file}}' of module '{{to}}'. Another API module only through its index.ts, its public face: " +
        "what a module's other files hold may change without telling anyone, and a deep import makes cycles (issue 28). " +
        "Import it from '{{to}}/index.js', exporting it there if other modules may use it.",
      shared:
        "api/src/{{from}} is shared by every module and imports none ('{{to}}' here): that would make a cycle. " +
        'Move what it needs into api/src/{{from}} (or another shared folder), or let the module hand it over.',
      database:
        "database wires every module's tables together; a module never imports it (that makes every module depend on all the others). " +
        "Use the module's own entities and repositories.",
    },
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here || here.kind === 'database') return {};

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = placeOf(resolve(dirname(context.filename), source));
      if (!there || there.root !== here?.root || there.kind === 'app') return;
      if (there.kind === 'shared') return;
      if (here.kind === 'shared') {
        context.report({
          node,
          messageId: 'shared',
          data: { from: here.folder, to: there.folder },
        });
        return;
      }
      if (there.kind === 'database') {
        if (here.kind === 'module') context.report({ node, messageId: 'database' });
        return;
      }
      if (there.folder === here.folder || isIndex(there.rest)) return;
      context.report({
        node,
        messageId: 'deep',
        data: {
          from: here.kind === 'app' ? 'api/src' : here.folder,
          to: there.folder,
          file: there.rest.join('/'),
        },
      });
    }

    return importVisitor(check);
  },
};
