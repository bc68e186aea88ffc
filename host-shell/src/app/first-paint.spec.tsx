// Reads the host's static HTML from disk: Node's file functions, in this spec only.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fakeApi, renderPage } from '@ageless/testing';
import { TopNav } from '../features/navigation/components/TopNav';

// index.html paints this static copy of the header (and mfe-landing's hero, checked there) before
// any JavaScript; React's first render puts TopNav in its place. A difference in an element, its
// classes or its words would show as a jump when it does.
const firstPaint = readFileSync(
  fileURLToPath(new URL('./first-paint.html', import.meta.url)),
  'utf8',
);

/**
 * Each box of a header as drawn: tag, classes, address, and the visible words of each control and
 * label (not the sr-only ones; the containers' words are their controls').
 */
function boxes(header: Element) {
  const copy = header.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  const inside = copy.querySelectorAll('div, nav, ul, li, a, button, div > span:first-child');
  return [copy, ...inside].map((element) => ({
    tag: element.tagName,
    className: element.getAttribute('class'),
    href: element.getAttribute('href'),
    text: element.matches('header, div, nav, ul')
      ? undefined
      : element.textContent?.replaceAll('\u00AD', '').replace(/\s+/g, ' ').trim(),
  }));
}

/** The static header as a reader of `language` sees it: the other language's words removed. */
function staticHeader(language: 'en' | 'de'): Element {
  const template = document.createElement('template');
  template.innerHTML = firstPaint;
  const other = language === 'en' ? 'de' : 'en';
  for (const element of template.content.querySelectorAll(`[lang="${other}"]`)) element.remove();
  return template.content.querySelector('header')!;
}

describe('the static first paint of the header', () => {
  it.each(['en', 'de'] as const)(
    'in %s has the boxes, classes and words of the navigation a new visitor gets',
    async (language) => {
      // A new visitor: no profile, so no "My Matches".
      const calls = fakeApi({ 'GET /api/my-profiles': { body: { profiles: [] } } }).calls;
      const { container } = renderPage(<TopNav />, { language });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls.length).toBeGreaterThan(0);
      const rendered = boxes(container.querySelector('header')!);
      expect(rendered.map(({ text }) => text)).toContain(language === 'en' ? 'Menu' : 'Menü');
      expect(boxes(staticHeader(language))).toEqual(rendered);
    },
  );
});
