// @ts-check
// The layers inside each front end (bulletproof-react's `import/no-restricted-paths` zones, without
// the plugin): src/app/ composes the features; each src/features/<x>/ stands alone; shared code in
// the other folders of src/ (components, hooks, lib, api) serves both and imports neither.
import { dirname, resolve, sep } from 'node:path';
import { importVisitor } from './import-visitor.mjs';

/** @typedef {{ root: string, layer: 'app' | 'feature' | 'shared' | 'entry', feature?: string }} Place */

/** @param {string} file @returns {Place | null} */
function placeOf(file) {
  const parts = file.split(sep);
  const src = parts.lastIndexOf('src');
  if (src < 0) return null;
  const root = parts.slice(0, src + 1).join(sep);
  const [top, second] = parts.slice(src + 1);
  if (!top) return null;
  // bootstrap.tsx and index.ts start the app and may import anything.
  if (second === undefined && /\.(tsx?|m?js)$/.test(top)) return { root, layer: 'entry' };
  if (top === 'app') return { root, layer: 'app' };
  if (top === 'features') return second ? { root, layer: 'feature', feature: second } : null;
  return { root, layer: 'shared' };
}

const WHERE_INSTEAD =
  'compose them in src/app/, or move what both use to src/components, hooks, lib or api';

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keeps app/, features/<x>/ and shared code of a front end in their layers',
    },
    schema: [],
    messages: {
      otherFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Features do not import each other at all, not even through an index.ts (barrels in features defeat tree-shaking), so each changes alone: " +
        WHERE_INSTEAD +
        '.',
      app: 'src/app/ composes the features and imports them; a feature importing src/app/ makes a cycle. Move what it needs to src/components, hooks, lib or api.',
      shared:
        'Shared code (src/components, hooks, lib, api) serves every feature, so it imports no feature and not src/app/: move the piece it needs into the shared folders too.',
    },
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here || here.layer === 'app' || here.layer === 'entry') return {};

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = placeOf(resolve(dirname(context.filename), source));
      if (!there || there.root !== here?.root) return;
      if (here.layer === 'shared' && (there.layer === 'feature' || there.layer === 'app')) {
        context.report({ node, messageId: 'shared' });
      } else if (here.layer === 'feature' && there.layer === 'app') {
        context.report({ node, messageId: 'app' });
      } else if (
        here.layer === 'feature' &&
        there.layer === 'feature' &&
        there.feature !== here.feature
      ) {
        context.report({
          node,
          messageId: 'otherFeature',
          data: { from: here.feature ?? '', to: there.feature ?? '' },
        });
      }
    }

    return importVisitor(check);
  },
};
