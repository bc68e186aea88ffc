import { plainTextForAnnouncement } from './plain-text.js';

describe('plainTextForAnnouncement', () => {
  it('drops emphasis, code and strikethrough marks', () => {
    expect(
      plainTextForAnnouncement('At **67**, or _earlier_ with a `reduction`; ~~not 65~~.'),
    ).toBe('At 67, or earlier with a reduction; not 65.');
    expect(plainTextForAnnouncement('__Note:__ *ask* first')).toBe('Note: ask first');
  });

  it('reads a link by its text, never its address', () => {
    expect(
      plainTextForAnnouncement('See [the SSA](https://www.ssa.gov/benefits "Benefits") today.'),
    ).toBe('See the SSA today.');
    expect(
      plainTextForAnnouncement('Read [the guide][guide].\n\n[guide]: https://example.org/a'),
    ).toBe('Read the guide.');
  });

  it('reads a bare or bracketed address, or a link written as one, as its site’s name', () => {
    expect(
      plainTextForAnnouncement('Visit https://www.deutsche-rentenversicherung.de/DRV/DE/x.html.'),
    ).toBe('Visit deutsche-rentenversicherung.de.');
    expect(plainTextForAnnouncement('Go to <https://www.medicare.gov/plan-compare>')).toBe(
      'Go to medicare.gov',
    );
    expect(
      plainTextForAnnouncement(
        '[https://ssa.gov/myaccount](https://ssa.gov/myaccount), or www.irs.gov/forms',
      ),
    ).toBe('ssa.gov, or irs.gov');
    expect(plainTextForAnnouncement('Write to <mailto:help@example.org>')).toBe(
      'Write to help@example.org',
    );
  });

  it('leaves images out, as the conversation shows none', () => {
    expect(plainTextForAnnouncement('Chart: ![benefit by age](https://x.org/c.png) above')).toBe(
      'Chart: above',
    );
  });

  it('drops heading, quote and bullet marks and keeps one line per block', () => {
    expect(
      plainTextForAnnouncement(
        '## Your options ##\n\n> Claim *later*\n\n- Work longer\n* [x] Save more\n\n1. Call the SSA',
      ),
    ).toBe('Your options\nClaim later\nWork longer\nSave more\n1. Call the SSA');
  });

  it('reads a table row by row, without its pipes and separator row', () => {
    expect(
      plainTextForAnnouncement('| Age | Benefit |\n|:---|---:|\n| 62 | $1,400 |\n\n---\n\nDone'),
    ).toBe('Age, Benefit\n62, $1,400\nDone');
  });

  it('reads code as it is written, without the fences', () => {
    expect(plainTextForAnnouncement('Type:\n```\nmy_account\n```')).toBe('Type:\nmy_account');
  });

  it('keeps what is text, not a mark: snake_case, a lone star, sums, escapes, entities', () => {
    expect(plainTextForAnnouncement('Field tax_year, 5 * 3 or 5*3')).toBe(
      'Field tax_year, 5 * 3 or 5*3',
    );
    expect(plainTextForAnnouncement('A \\*literal\\* star \\_ and \\# hash')).toBe(
      'A *literal* star _ and # hash',
    );
    expect(plainTextForAnnouncement('Income &amp; costs &lt; 1,000')).toBe(
      'Income & costs < 1,000',
    );
  });

  it('drops HTML tags, which the conversation does not render', () => {
    expect(plainTextForAnnouncement('Hello <b>there</b><br/>friend')).toBe('Hello therefriend');
  });

  it('answers plain text unchanged, in German too', () => {
    const plain = 'Mit 63 erhalten Sie etwa 1.450 € im Monat (Stand: 1. Juli 2026).';
    expect(plainTextForAnnouncement(plain)).toBe(plain);
  });
});
