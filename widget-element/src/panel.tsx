/**
 * The panel chunk, loaded on first open: React, i18n and @ageless/chat's FloatingChat (the same
 * chat as the product's own pages), wrapped by @r2wc/react-to-web-component as an inner element
 * that the launcher mounts in its shadow root.
 */
import r2wc from '@r2wc/react-to-web-component';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ChatMessage } from '@ageless/contracts';
import { CONVERSATION_TEXTS, FloatingChat } from '@ageless/chat';

// A private instance with only the conversation's texts (not the staff upload page's): the widget
// never touches a host page's own i18next, its <html lang> or its saved language.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { chat: CONVERSATION_TEXTS.en }, de: { chat: CONVERSATION_TEXTS.de } },
  lng: 'en',
  fallbackLng: 'en',
  ns: ['chat'],
  defaultNS: 'chat',
  interpolation: { escapeValue: false },
  initAsync: false,
});

interface WidgetPanelProps {
  apiBase?: string;
  language?: string;
  storage?: string;
  placement?: string;
  zIndex?: number;
  open?: boolean;
  initialFocus?: boolean;
  // Set by r2wc (`events` below): each dispatches a non-bubbling DOM event on the inner element,
  // which the launcher turns into the public `ageless-chat:*` events.
  onOpenChange?: (open: boolean) => void;
  onMessage?: (message: ChatMessage) => void;
  onUpgradeRequired?: () => void;
}

function WidgetPanel({
  apiBase,
  language,
  storage,
  placement,
  zIndex,
  open,
  initialFocus,
  onOpenChange,
  onMessage,
  onUpgradeRequired,
}: WidgetPanelProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <FloatingChat
        launcher={false}
        apiBase={apiBase}
        language={language === 'de' ? 'de' : 'en'}
        storage={storage === 'session' || storage === 'none' ? storage : 'local'}
        placement={
          placement === 'inline' || placement === 'bottom-left' ? placement : 'bottom-right'
        }
        zIndex={zIndex}
        open={open ?? false}
        initialFocus={initialFocus}
        onOpenChange={onOpenChange}
        onMessage={onMessage}
        onUpgradeRequired={onUpgradeRequired}
      />
    </I18nextProvider>
  );
}

const PanelElementClass = r2wc(WidgetPanel, {
  props: {
    apiBase: 'string',
    language: 'string',
    storage: 'string',
    placement: 'string',
    zIndex: 'number',
    open: 'boolean',
    initialFocus: 'boolean',
  },
  events: { onOpenChange: {}, onMessage: {}, onUpgradeRequired: {} },
});

export type PanelElement = InstanceType<typeof PanelElementClass>;

export function definePanel(tag: string): void {
  if (!customElements.get(tag)) customElements.define(tag, PanelElementClass);
}
