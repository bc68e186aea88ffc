// PostCSS plugin, run after Tailwind: sorts each sheet's utilities into nested cascade layers by
// variant, so precedence holds ACROSS the separately built stylesheets of host and remotes.
//
// Why: every app compiles its own utilities, so a class like `inline-flex` exists in several
// sheets. Inside one sheet Tailwind puts `md:hidden` after `inline-flex`; across sheets the later
// loaded sheet's `inline-flex` would beat the host's `md:hidden` (same layer, same specificity).
// With `@layer utilities { @layer plain, state, sm, md, lg, xl, xxl; }` declared identically in
// every sheet, a breakpoint variant beats a state variant beats a plain utility wherever each
// comes from. Within one group the sheet's own order still applies (docs/DECISIONS.md).

// Layer names must be identifiers, so the 2xl breakpoint's layer is 'xxl' (a '2xl' name would make
// the whole order statement invalid, and the order would then follow first appearance).
const GROUPS = ['plain', 'state', 'sm', 'md', 'lg', 'xl', 'xxl'];
const BREAKPOINT_LAYERS = { sm: 'sm', md: 'md', lg: 'lg', xl: 'xl', '2xl': 'xxl' };

// The variant prefixes of the first class in a selector: `.md\:hover\:bg-x` -> ['md', 'hover'].
function variantsOf(selector) {
  const match = /\.((?:[^\s.:>+~,()[\]\\]|\\.|\[[^\]]*\])+)/.exec(selector ?? '');
  if (!match) return [];
  const parts = match[1].split(/\\:/);
  return parts.slice(0, -1);
}

function groupOf(node) {
  let selector = node.type === 'rule' ? node.selector : undefined;
  if (!selector && node.walkRules) {
    node.walkRules((rule) => {
      selector ??= rule.selector;
    });
  }
  const variants = variantsOf(selector);
  if (variants.length === 0) return 'plain';
  const breakpoint = variants.find((variant) => variant in BREAKPOINT_LAYERS);
  return breakpoint ? BREAKPOINT_LAYERS[breakpoint] : 'state';
}

/** @type {import('postcss').PluginCreator<void>} */
const variantLayers = () => ({
  postcssPlugin: 'ageless-variant-layers',
  OnceExit(root, { AtRule }) {
    root.walkAtRules('layer', (layer) => {
      if (layer.params !== 'utilities' || !layer.nodes || layer.parent !== root) return;
      const buckets = new Map(GROUPS.map((group) => [group, []]));
      for (const node of [...layer.nodes]) {
        if (node.type === 'comment') continue;
        buckets.get(groupOf(node)).push(node.remove());
      }
      layer.append(new AtRule({ name: 'layer', params: GROUPS.join(', ') }));
      for (const group of GROUPS) {
        const nodes = buckets.get(group);
        if (nodes.length === 0) continue;
        const sublayer = new AtRule({ name: 'layer', params: group });
        sublayer.append(nodes);
        layer.append(sublayer);
      }
    });
  },
});
variantLayers.postcss = true;

module.exports = { variantLayers, variantsOf };
