import { createPreference } from '@ageless/ui';

/**
 * Calm mode (issue 17): the whole answer at once instead of word by word, for readers whom moving
 * text unsettles. Remembered in this browser; every chat surface's engine follows it.
 */
export const calmModePreference = createPreference<'on' | 'off'>(
  'ageless-connect-calm-mode',
  ['on', 'off'],
  'off',
);

export function useCalmMode(): boolean {
  return calmModePreference.useValue() === 'on';
}
