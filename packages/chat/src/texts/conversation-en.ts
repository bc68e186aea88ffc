// The conversation's texts of the `chat` namespace: every chat surface (full page, embed, hero,
// widget). The widget carries only these; en.ts adds mfe-chat's upload page to them.
import { LAUNCHER_TEXT } from '../launcher.js';

export const conversationEn = {
  title: 'Ageless Synergy Guide',
  welcome:
    'Welcome! Ask about pensions, health, longevity, relocation or finding purpose. The guide is here to help.',
  conversationLabel: 'Conversation',
  you: 'You',
  guide: 'Guide',
  sentAt: 'Sent at {{time}}',
  inputLabel: 'Your message',
  inputPlaceholder: 'Type your message…',
  inputHint: 'Enter sends. Shift+Enter starts a new line.',
  send: 'Send',
  typing: 'AI is typing...',
  failure: 'I apologize, but I encountered an error. Please try again.',
  disclaimer: 'Educational content only. Consult licensed professionals for important decisions.',
  newReply: 'New reply from the guide: {{text}}',
  plannerLink: 'Open the pension planner with these numbers',
  opensInNewTab: '(opens in a new tab)',
  reading: {
    optionsLabel: 'Reading options',
    calm: 'Calm mode: show each answer in one piece',
    calmHint:
      'The answer appears all at once when it is ready, instead of word by word while it is written.',
    readAloud: 'Read this answer aloud',
    stopReading: 'Stop reading aloud',
    textSize: 'Text size',
    textSizes: { normal: 'Normal', large: 'Large', larger: 'Larger' },
  },
  memory: {
    label: 'This conversation',
    startNew: 'Start a new conversation',
    forget: 'Forget this conversation',
    keptOnDevice: 'This conversation is kept on this device until you forget it.',
    keptInTab: 'This conversation is kept only until you close this page.',
    notKept: 'This conversation is not kept: it will be gone when you close this page.',
    trimmed: 'Only the newest {{count}} messages are kept on this device.',
    confirmTitle: 'Forget this conversation?',
    confirmText:
      'Everything you and the guide wrote here will be deleted from this device and from our server. You cannot get it back.',
    confirmYes: 'Yes, forget it',
    confirmNo: 'No, keep it',
    started: 'A new conversation has started.',
    forgotten: 'The conversation is forgotten.',
    forgottenDeviceOnly:
      'The conversation is deleted from this device. Our server could not be reached; it will be asked again the next time you open the chat.',
  },
  tags: {
    panelLabel: 'Topics to explore',
    popular: 'Popular This Week',
    explore: 'Explore Today',
    updated: 'Updated {{time}}',
    loading: 'Loading topics…',
    error: 'Unable to load dynamic content. Please refresh to try again.',
    timely: 'Timely',
    upgrade: 'Upgrade to Premium Tags',
    none: 'The topics people choose most this week will appear here. Until then, try one of today’s topics below.',
  },
  embed: {
    title: 'Ageless Synergy Guide',
  },
  hero: {
    badge: 'BETA',
    searchLabel: 'What would you like to explore?',
    searchPlaceholder: 'How can I make this stage of life more meaningful and fulfilling?',
    topicsLabel: 'Topics for today',
    servicesLabel: 'Specialised services',
    start: 'Start the conversation',
    typing: 'AI is typing...',
    inputLabel: 'Your response',
    inputPlaceholder: 'Type your response here...',
    send: 'Send',
    failure: "I apologize, I'm having trouble connecting right now. Please try again.",
    footer: 'Educational content only. Consult licensed professionals for important decisions.',
    calculatorLinks: {
      pension: 'Open the Pension Planner calculator',
      budget: 'Open the Budget Optimizer calculator',
      calculatorHint: 'Prefer to see your own numbers?',
    },
  },
  widget: {
    open: LAUNCHER_TEXT.en.open,
    title: 'Ageless Connect',
    subtitle: 'Your Active Aging Companion',
    close: 'Close chat',
    quickStart: 'Quick Start Topics',
    remaining_one: '{{count}} free conversation remaining',
    remaining_other: '{{count}} free conversations remaining',
    upgradeTitle: 'Upgrade to Connector',
    price: '€29/month',
    upgradeText:
      "You've used your free conversations. Upgrade to continue your active aging journey.",
    continue: 'Continue Exploring',
    closeModal: 'Close',
    unreachable:
      'The chat cannot be reached from this website. It may not be allowed to use the Ageless Connect chat, or the connection is down. Please try again later.',
    failure: 'I apologize, but I encountered an error. Please try again.',
  },
} as const;

// Same keys, any text: the German catalogue is checked against this shape.
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ConversationCatalogue = Widen<typeof conversationEn>;
