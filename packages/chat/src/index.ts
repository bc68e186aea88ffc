/*
 * @ageless/chat: the chat with the guide, for every surface. mfe-chat's pages and the
 * <ageless-chat> widget build on it; it depends only on contracts, api-client, ui and i18n.
 *
 * - Surfaces: HeroChat (the landing's), FloatingChat (the widget's panel), and the parts /chat and
 *   /embed are made of: MessageList, ChatComposer, TagsPanel.
 * - One engine: useChatSession({ caller: 'landing' | 'page' | 'widget', ... }).
 * - For older readers: calm mode (calmModePreference, ReadingOptions), read-aloud per reply
 *   (MessageList, where the browser can speak), the conversation kept on the device until the
 *   reader starts a new one or forgets it (the engine; ConversationTools under each conversation).
 * - Texts: the `chat` namespace (CHAT_TEXTS; registerChatTexts() adds it to the page's i18n);
 *   CONVERSATION_TEXTS is the same without the upload page's texts, for the widget.
 * - '@ageless/chat/launcher': the launcher's name and icon as plain data, for the widget's
 *   React-free launcher.
 */
export { FloatingChat, type FloatingChatProps } from './floating/FloatingChat.js';
export { LauncherIcon } from './floating/LauncherIcon.js';
export { HeroChat, INTRO_DELAY_MS, type HeroChatProps } from './hero/HeroChat.js';
export { topicsForMarket } from './hero/market.js';
export {
  ChatComposer,
  type ChatComposerHandle,
  type ChatComposerProps,
} from './messages/ChatComposer.js';
export { MessageList, type MessageListProps } from './messages/MessageList.js';
export { plainTextForAnnouncement } from './messages/plain-text.js';
export { ReplyAnnouncer } from './messages/ReplyAnnouncer.js';
export { calmModePreference, useCalmMode } from './reading/calm-mode.js';
export { canReadAloud, useReadAloud } from './reading/read-aloud.js';
export { ReadingOptions, type ReadingOptionsProps } from './reading/ReadingOptions.js';
export {
  CALLER_POLICIES,
  HISTORY_ENTRY_LENGTH,
  HISTORY_LIMIT,
  KEPT_MESSAGE_LENGTH,
  KEPT_MESSAGES,
  type CallerPolicy,
  type ChatCaller,
  type ChatSessionRecord,
  type SaveOutcome,
} from './session/caller-policy.js';
export { ConversationTools, type ConversationToolsProps } from './session/ConversationTools.js';
export {
  formatTime,
  newMessage,
  newSessionId,
  randomId,
  type DisplayMessage,
} from './session/chat-message.js';
export {
  chatStorage,
  type ChatStorage,
  type StorageKind,
  type WriteResult,
} from './session/chat-storage.js';
export { eraseChatSession, getChatSession } from './session/session-api.js';
export {
  useChatSession,
  type Announcement,
  type ChatSession,
  type ChatSessionOptions,
  type ConversationMemory,
  type ForgetResult,
} from './session/use-chat-session.js';
export { TagsPanel, type TagsPanelProps } from './tags/TagsPanel.js';
export { CHAT_TEXTS, registerChatTexts, type ChatCatalogue } from './texts/chat-texts.js';
export { CONVERSATION_TEXTS } from './texts/conversation-texts.js';
export { useChatLanguage } from './texts/use-chat-language.js';
