import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@ageless/testing';
import { textSizePreference } from '@ageless/ui';
import { TextSizeSwitcher } from './TextSizeSwitcher';

afterEach(() => {
  act(() => textSizePreference.write('normal'));
  localStorage.clear();
});

function renderSwitcher(language: 'en' | 'de') {
  renderPage(<TextSizeSwitcher />, { language });
}

describe('TextSizeSwitcher', () => {
  it('sets the text size for the whole page and remembers it', async () => {
    renderSwitcher('en');
    expect(screen.getByRole('group', { name: 'Text size' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'A Larger' }));
    expect(document.documentElement.getAttribute('data-text-size')).toBe('larger');
    expect(localStorage.getItem('ageless-connect-text-size')).toBe('larger');
    await userEvent.click(screen.getByRole('button', { name: 'A Normal' }));
    expect(document.documentElement.hasAttribute('data-text-size')).toBe(false);
  });

  it('speaks German on a German page, and follows a change made in another tab', async () => {
    renderSwitcher('de');
    const large = screen.getByRole('button', { name: 'A Groß' });
    localStorage.setItem('ageless-connect-text-size', 'large');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'ageless-connect-text-size' }));
    });
    expect(large.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.getAttribute('data-text-size')).toBe('large');
  });
});
