export {
  apiGet,
  apiRequest,
  apiRequestJson,
  apiUrl,
  ApiRequestError,
  throwIfNotOk,
  type On401,
  type ReadOptions,
  type RequestOptions,
} from './request.js';
export { createSseParser, readSseStream, type SseEvent, type SseParser } from './sse.js';
export {
  ChatStreamFailedError,
  ChatStreamUnavailableError,
  postChat,
  sendChat,
  streamChat,
  type ChatCallOptions,
  type StreamChatOptions,
} from './chat-stream.js';
export { CHAT_OWNER_HEADER, chatOwnerHeaders, rememberChatOwner } from './chat-owner.js';
