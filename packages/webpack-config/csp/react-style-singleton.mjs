// Stand-in for 'react-style-singleton' (used by Radix's scroll lock via react-remove-scroll):
// the original injects <style> elements, which our CSP (style-src 'self') blocks with a console
// error on every dialog. The scroll-lock rule lives in @ageless/ui's base stylesheet instead
// (body[data-scroll-locked]), and `scrollbar-gutter: stable` removes the need for gap padding.
export function styleHookSingleton() {
  return function useStyle() {};
}

export function styleSingleton() {
  return function Sheet() {
    return null;
  };
}

export function stylesheetSingleton() {
  return { add() {}, remove() {} };
}
