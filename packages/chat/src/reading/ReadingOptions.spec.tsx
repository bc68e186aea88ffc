import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textSizePreference } from '@ageless/ui';
import { renderPage } from '@ageless/testing';
import { CHAT_TEXTS } from '../texts/chat-texts.js';
import { calmModePreference } from './calm-mode.js';
import { ReadingOptions } from './ReadingOptions.js';

// A chat component as a page shows it: the chat texts registered.
const page = { catalogues: { chat: CHAT_TEXTS } };

afterEach(() => {
  act(() => {
    calmModePreference.write('off');
    textSizePreference.write('normal');
  });
  localStorage.clear();
});

describe('ReadingOptions', () => {
  it('explains calm mode and remembers it in this browser', async () => {
    renderPage(<ReadingOptions language="en" />, page);
    const calm = screen.getByRole('checkbox', { name: 'Calm mode: show each answer in one piece' });
    expect(calm.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(calm.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /all at once/,
    );
    expect((calm as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByText('Calm mode: show each answer in one piece'));
    expect((calm as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem('ageless-connect-calm-mode')).toBe('on');
    // No text-size buttons where the page around the chat offers them.
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('in German, with the three text sizes, keyboard only', async () => {
    renderPage(<ReadingOptions language="de" textSize />, { ...page, language: 'de' });
    const group = screen.getByRole('group', { name: 'Schriftgröße' });
    const sizes = ['A Normal', 'A Groß', 'A Größer'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(sizes.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(group.contains(sizes[2]!)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(sizes[2]);
    await userEvent.keyboard('{Enter}');
    expect(sizes[2]!.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('ageless-connect-text-size')).toBe('larger');
    expect(
      screen.getByRole('checkbox', { name: 'Ruhiger Modus: jede Antwort in einem Stück zeigen' }),
    ).toBeTruthy();
  });

  it('a host that asked for no storage gets the setting for this page only', async () => {
    renderPage(<ReadingOptions language="en" textSize persist={false} />, page);
    await userEvent.click(screen.getByRole('button', { name: 'A Large' }));
    await userEvent.click(screen.getByRole('checkbox'));
    expect(textSizePreference.read()).toBe('large');
    expect(calmModePreference.read()).toBe('on');
    expect(localStorage.length).toBe(0);
  });
});
