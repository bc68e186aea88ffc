// Reads the host's static HTML from disk: Node's file functions, in this spec only.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderPage } from '@ageless/testing';
import { Hero } from './Hero';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The host's page paints a static copy of this hero before any JavaScript (host-shell's
// first-paint.html); React then puts this component in its place. Any difference in an element,
// its classes or its words would show as a jump, or as a second, larger paint.
const firstPaint = readFileSync(
  fileURLToPath(new URL('../../../../../host-shell/src/app/first-paint.html', import.meta.url)),
  'utf8',
);

/** The static hero as a reader of `language` sees it: the other language's words removed. */
function staticHero(language: 'en' | 'de'): Element {
  const template = document.createElement('template');
  template.innerHTML = firstPaint;
  const other = language === 'en' ? 'de' : 'en';
  for (const span of template.content.querySelectorAll(`[lang="${other}"]`)) span.remove();
  return template.content.querySelector('section[aria-labelledby="hero-title"]')!;
}

/** Each text element of the hero's first column: its tag, classes, address and words. */
function texts(hero: Element) {
  return [...hero.querySelectorAll('h1, p, a')].map((element) => ({
    tag: element.tagName,
    className: element.className,
    href: element.getAttribute('href'),
    // Line breaks in the HTML source are spaces on the page.
    text: element.textContent?.replace(/\s+/g, ' ').trim(),
  }));
}

describe('the static first paint of the hero', () => {
  it.each(['en', 'de'] as const)(
    'in %s has the elements, classes and words the hero renders',
    (language) => {
      const { container } = renderPage(<Hero />, {
        language,
        catalogues: { landing: { en, de } },
      });
      const rendered = texts(container.querySelector('section')!);
      expect(rendered.map(({ text }) => text)).toContain(
        language === 'en' ? en.hero.subtitle : de.hero.subtitle,
      );
      expect(texts(staticHero(language))).toEqual(rendered);
    },
  );
});
