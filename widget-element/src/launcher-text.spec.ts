// The widget is built from mfe-chat's source by design (issue 7: one code base for the chat).
/* eslint-disable no-restricted-imports */
import { de } from '../../mfe-chat/src/app/i18n/de';
import { en } from '../../mfe-chat/src/app/i18n/en';
/* eslint-enable no-restricted-imports */
import { LAUNCHER_TEXT } from './launcher-text';

describe('launcher texts', () => {
  it('are the chat catalogue texts, so the button reads the same before and after the panel loads', () => {
    expect(LAUNCHER_TEXT.en.open).toBe(en.widget.open);
    expect(LAUNCHER_TEXT.de.open).toBe(de.widget.open);
  });
});
