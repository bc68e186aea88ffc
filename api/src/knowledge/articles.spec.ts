import { articleText, parseArticle, readShippedArticles } from './articles.js';

const valid = `---
id: sample-article
title: "Sample: claiming ages"
language: en
topic: social-security
sources:
  - SSA retirement | https://www.ssa.gov/benefits/retirement/
  - "Quoted | source | https://example.org/a"
---
# Heading

Some **bold** text with a [link](https://example.org).
- a list item
`;

describe('shipped articles', () => {
  it('reads the front matter and the body', () => {
    const article = parseArticle('sample.md', valid);
    expect(article).toMatchObject({
      id: 'sample-article',
      title: 'Sample: claiming ages',
      language: 'en',
      topic: 'social-security',
      sources: [
        { title: 'SSA retirement', url: 'https://www.ssa.gov/benefits/retirement/' },
        { title: 'Quoted | source', url: 'https://example.org/a' },
      ],
    });
    expect(articleText(article)).toBe('Heading\n\nSome bold text with a link.\n• a list item');
  });

  it('changes its hash when the file changes', () => {
    expect(parseArticle('a.md', valid).hash).not.toBe(parseArticle('a.md', `${valid}More.`).hash);
  });

  it.each([
    ['no front matter', '# Just text', /front matter/],
    ['a bad language', valid.replace('language: en', 'language: fr'), /language must be en or de/],
    ['a bad id', valid.replace('id: sample-article', 'id: Sample Article'), /id must be/],
    [
      'a source without URL',
      valid.replace('SSA retirement | https://www.ssa.gov/benefits/retirement/', 'SSA retirement'),
      /source must read/,
    ],
    ['no body', valid.slice(0, valid.indexOf('# Heading')), /has no text/],
  ])('refuses %s, naming the file', (_name, source, message) => {
    expect(() => parseArticle('broken.md', source)).toThrow(message);
    expect(() => parseArticle('broken.md', source)).toThrow(/broken\.md/);
  });

  it('every shipped article parses, with unique ids', async () => {
    const articles = await readShippedArticles();
    expect(articles.length).toBeGreaterThanOrEqual(2);
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
  });
});
