// PostCSS plugin, run after Tailwind, for a stylesheet that lives in a shadow root on someone
// else's page:
// - `rem` is relative to the HOST page's root font size (a site with `html { font-size: 10px }`
//   would shrink the widget), so lengths in declarations become px at the product's 18 px base
//   (browser zoom still scales px; media queries keep rem, which there means the browser default).
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
      decl.value = decl.value.replace(REM, (_m, n) => `${+(Number(n) * BASE_PX).toFixed(3)}px`);
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
