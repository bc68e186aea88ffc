import { AnswerLinkFilter, citedUrls, comparableUrl } from './answer-links.js';

const SOURCES = [
  { title: 'SSA: Retirement benefits', url: 'https://www.ssa.gov/benefits/retirement/' },
  { title: 'Claims desk (uploaded document)', url: null },
];
const apply = (text: string): string => AnswerLinkFilter.apply(text, SOURCES);

// What a Markdown renderer would make clickable or show as a picture: an unescaped '[' or '<'.
const LIVE = /(^|[^\\])(\\\\)*[[<]/;

// Every way of cutting the text into two or three streamed pieces gives the whole text's result.
function streamedInPieces(text: string): string[] {
  const cited = citedUrls(SOURCES);
  const results: string[] = [];
  for (let a = 1; a < text.length; a += 1) {
    for (let b = a; b < text.length; b += 3) {
      const filter = new AnswerLinkFilter(() => cited);
      results.push(
        filter.push(text.slice(0, a)) +
          filter.push(text.slice(a, b)) +
          filter.push(text.slice(b)) +
          filter.end(),
      );
    }
  }
  return results;
}

describe('links in a language model’s answer (issue 25 item 12)', () => {
  it('keeps a link to a cited source, whatever its trailing slash or host case', () => {
    expect(apply('See [the SSA page](https://www.ssa.gov/benefits/retirement/).')).toBe(
      'See [the SSA page](https://www.ssa.gov/benefits/retirement/).',
    );
    expect(apply('See [SSA](https://WWW.ssa.gov/benefits/retirement "SSA").')).toBe(
      'See [SSA](https://www.ssa.gov/benefits/retirement/).',
    );
  });

  it.each([
    [
      'an uploaded document’s link',
      'Claim fast at [ssa.gov claims](https://ssa-help.top/claim).',
      'Claim fast at ssa.gov claims (https://ssa-help.top/claim).',
    ],
    [
      'an image',
      'Look: ![SSA logo](https://ssa-help.top/logo.png)',
      'Look: SSA logo (https://ssa-help.top/logo.png)',
    ],
    ['an autolink', 'Go to <https://ssa-help.top/fast>.', 'Go to \\<https://ssa-help.top/fast>.'],
    [
      'HTML',
      '<a href="https://ssa-help.top">SSA</a>',
      '\\<a href="https://ssa-help.top">SSA\\</a>',
    ],
    [
      'a reference link and its definition',
      'Use [the desk][1].\n\n[1]: https://ssa-help.top/claim',
      'Use \\[the desk\\]\\[1\\].\n\n\\[1\\]: https://ssa-help.top/claim',
    ],
    [
      'a cited address with credentials before another host',
      '[SSA](https://www.ssa.gov@ssa-help.top/benefits/retirement/)',
      'SSA (https://www.ssa.gov@ssa-help.top/benefits/retirement/)',
    ],
    [
      'a link wrapped around an image of a cited address',
      '[![SSA](https://www.ssa.gov/benefits/retirement/)](https://ssa-help.top)',
      '\\[SSA (https://www.ssa.gov/benefits/retirement/)\\](https://ssa-help.top)',
    ],
    ['a javascript: link', '[SSA](javascript:alert(1))', 'SSA (javascript:alert(1))'],
    ['a link whose words are its address', '[https://x.top](https://x.top)', 'https://x.top'],
    ['an unclosed link', 'Try [this](https://ssa-help.top', 'Try \\[this\\](https://ssa-help.top'],
    [
      'a link whose words end in a backslash, before an autolink',
      '[x\\ ]()<https://ssa-help.top>',
      'x\\\\\\<https://ssa-help.top>',
    ],
    [
      'a link whose address ends in "!", before a cited link',
      '[](https://ssa-help.top/a!)[SSA](https://www.ssa.gov/benefits/retirement/)',
      'https://ssa-help.top/a\\![SSA](https://www.ssa.gov/benefits/retirement/)',
    ],
  ])('shows %s as text', (_name, input, expected) => {
    const output = apply(input);
    expect(output).toBe(expected);
    expect(output.replace('[SSA](https://www.ssa.gov/benefits/retirement/)', '')).not.toMatch(LIVE);
    expect(output).not.toMatch(/(^|[^\\])(\\\\)*!\[/);
  });

  it('leaves escaped brackets and bare addresses as the text they are', () => {
    expect(apply('Not a link: \\[x\\](https://ssa-help.top) and https://ssa-help.top/claim')).toBe(
      'Not a link: \\[x\\](https://ssa-help.top) and https://ssa-help.top/claim',
    );
  });

  it.each([
    'Claim at [ssa.gov claims](https://ssa-help.top/claim) or see [SSA](https://www.ssa.gov/benefits/retirement/)!',
    'An image ![logo](https://ssa-help.top/x.png) then <https://ssa-help.top> and \\[kept\\].',
  ])('gives the same result however the stream cuts %p', (text) => {
    const whole = apply(text);
    for (const result of streamedInPieces(text)) expect(result).toBe(whole);
  });

  it('holds back an unclosed link until it closes, then judges it whole', () => {
    const filter = new AnswerLinkFilter(() => citedUrls(SOURCES));
    expect(filter.push('Claim at [ssa.gov claims](https://ss')).toBe('Claim at ');
    expect(filter.push('a-help.top/claim')).toBe('');
    expect(filter.push(') now.')).toBe('ssa.gov claims (https://ssa-help.top/claim) now.');
    expect(filter.end()).toBe('');
  });

  it('gives up holding after a link’s length and escapes the bracket', () => {
    const filter = new AnswerLinkFilter(() => citedUrls(SOURCES));
    const shown = filter.push(`[${'a'.repeat(3000)}`);
    expect(shown.startsWith('\\[')).toBe(true);
    expect(shown.length).toBe(3002);
  });

  // Linear time is kept by the regexp/no-super-linear-* lint rules; this pins the result.
  it('leaves no live link in a long hostile answer', () => {
    for (const text of [
      '['.repeat(20_000),
      '[a]('.repeat(5_000),
      '![x](<'.repeat(4_000),
      `[a](${'('.repeat(20_000)}`,
    ]) {
      expect(apply(text)).not.toMatch(LIVE);
    }
  });

  it('compares only absolute web addresses', () => {
    expect(comparableUrl('/relative')).toBeNull();
    expect(comparableUrl('mailto:a@b.de')).toBeNull();
    expect(comparableUrl('https://user:pw@www.ssa.gov/')).toBeNull();
    expect(comparableUrl('https://WWW.SSA.gov/a/')).toBe('https://www.ssa.gov/a');
  });
});
