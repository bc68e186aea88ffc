// PostCSS plugin, run after Tailwind, for a stylesheet that lives in a shadow root on someone
// else's page:
// - `rem` is relative to the HOST page's root font size (a site with `html { font-size: 10px }`
//   would shrink the widget), so lengths in declarations become multiples of the widget's own
//   `--ac-rem` (18 px, the product's base; 21 or 24 px at the reader's larger text sizes, set on
//   the element: styles.css). Browser zoom still scales them; media queries keep rem, which there
//   means the browser default.
// - `@property` is ignored inside shadow trees, so Tailwind's registered defaults (--tw-shadow,
//   --tw-ring-shadow, ...) would stay unset and e.g. every box-shadow would be invalid. The same
//   defaults are declared as plain custom properties on every element of the shadow tree instead.
const BASE_PX = 18;
const REM = /(-?\d*\.?\d+)rem\b/g;

/** @type {import('postcss').PluginCreator<void>} */
const shadowSafe = () => ({
  postcssPlugin: 'ageless-shadow-safe',
  OnceExit(root, { Rule, AtRule }) {
    root.walkDecls((decl) => {
      if (!decl.value.includes('rem')) return;
      decl.value = decl.value.replace(REM, (_m, n) => `calc(${n} * var(--ac-rem, ${BASE_PX}px))`);
    });
    const defaults = [];
    root.walkAtRules('property', (rule) => {
      let initial;
      rule.walkDecls('initial-value', (decl) => {
        initial = decl.value;
      });
      if (initial !== undefined) defaults.push([rule.params.trim(), initial]);
    });
    if (defaults.length === 0) return;
    const rule = new Rule({ selector: ':host, *, ::before, ::after, ::backdrop' });
    for (const [prop, value] of defaults) rule.append({ prop, value });
    // Lowest layer: any utility that sets one of these wins.
    const layer = new AtRule({ name: 'layer', params: 'properties' });
    layer.append(rule);
    root.append(layer);
  },
});
shadowSafe.postcss = true;

module.exports = { shadowSafe };
