// What <ageless-chat> draws before its panel loads: the button's name and its icon. Plain data, no
// React, so the widget's launcher stays within 5 KB; the chat catalogue and the React launcher of
// FloatingChat read the same values, so the button reads and looks the same before and after.
export type WidgetLanguage = 'en' | 'de';

export const LAUNCHER_TEXT: Record<WidgetLanguage, { open: string }> = {
  en: { open: 'Open the Ageless Connect chat' },
  de: { open: 'Ageless-Connect-Chat öffnen' },
};

/** A speech bubble, drawn with a 2 px round-joined stroke in the current text colour. */
export const LAUNCHER_ICON = {
  viewBox: '0 0 24 24',
  path: 'M4 5h16v10H8l-4 4z',
} as const;
