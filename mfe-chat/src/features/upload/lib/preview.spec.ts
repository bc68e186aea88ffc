import { PREVIEW_CHARS, previewText } from './preview';

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `word${index % 10}`).join(' ');

describe('the upload preview', () => {
  it('shows a short document whole, without an ellipsis', () => {
    expect(previewText('A short note.', 13)).toBe('A short note.');
  });

  it('ends a longer document at a word boundary with an ellipsis', () => {
    const text = words(100); // 599 characters: the API sends the first 300
    const shown = previewText(text.slice(0, PREVIEW_CHARS), text.length);
    expect(shown.endsWith('…')).toBe(true);
    const body = shown.slice(0, -1);
    expect(text.startsWith(body)).toBe(true);
    // The last word shown is whole: the document goes on with a space after it.
    expect(text[body.length]).toBe(' ');
    expect(Array.from(body).length).toBeLessThanOrEqual(PREVIEW_CHARS);
  });

  it('keeps a cut that already falls between two words', () => {
    expect(previewText('aaa bbb ccc', 11, 7)).toBe('aaa bbb…');
  });

  it('cuts one very long word where it is, rather than showing almost nothing', () => {
    const text = `See https://example.org/${'x'.repeat(400)}`;
    const shown = previewText(text.slice(0, PREVIEW_CHARS), text.length);
    expect(Array.from(shown)).toHaveLength(PREVIEW_CHARS + 1);
    expect(shown.endsWith('x…')).toBe(true);
  });

  it('counts characters, not UTF-16 units, and never splits an emoji or umlaut', () => {
    const text = `${'Grüße 🌻 '.repeat(60)}Ende`;
    const preview = Array.from(text).slice(0, PREVIEW_CHARS).join('');
    const shown = previewText(preview, text.length);
    expect(shown).toMatch(/(Grüße|🌻)…$/u);
    expect(text.startsWith(shown.slice(0, -1))).toBe(true);
  });
});
