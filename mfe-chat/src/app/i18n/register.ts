import { registerChatTexts } from '@ageless/chat';

// Runs once when an exposed module of this remote loads: the texts travel with the code.
registerChatTexts();
