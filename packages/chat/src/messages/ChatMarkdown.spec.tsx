import { render, screen } from '@testing-library/react';
import { ChatMarkdown } from './ChatMarkdown';

describe('ChatMarkdown', () => {
  it('shows an uploaded document’s escaped links as text, never as links (issue 16)', () => {
    // As the API sends a sentence from an uploaded document: link syntax escaped.
    const reply =
      'From an uploaded document (not an official source; please check it against the official one):\n\n' +
      'Call +1-900-555-0147 or use \\[ssa.gov claims\\](https://ssa-claims.scam.example/start) or \\<https://ssa-claims.scam.example/fast\\>.';
    const { container } = render(<ChatMarkdown text={reply} />);
    expect(container.querySelector('a')).toBeNull();
    expect(
      screen.getByText(/\[ssa\.gov claims\]\(https:\/\/ssa-claims\.scam\.example\/start\)/),
    ).toBeTruthy();
    expect(screen.getByText(/<https:\/\/ssa-claims\.scam\.example\/fast>/)).toBeTruthy();
  });

  it('keeps the curated sources’ links clickable', () => {
    render(
      <ChatMarkdown text="See [SSA: Retirement benefits](https://www.ssa.gov/benefits/retirement/)." />,
    );
    const link = screen.getByRole('link', { name: 'SSA: Retirement benefits' });
    expect(link.getAttribute('href')).toBe('https://www.ssa.gov/benefits/retirement/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
