// The launcher's own texts: the only ones needed before the panel (with the full chat catalogue)
// loads. They must equal mfe-chat's `widget.open`; launcher-text.spec.ts
// which fails when they drift apart.
export type WidgetLanguage = 'en' | 'de';

export const LAUNCHER_TEXT: Record<WidgetLanguage, { open: string }> = {
  en: { open: 'Open the Ageless Connect chat' },
  de: { open: 'Ageless-Connect-Chat öffnen' },
};
