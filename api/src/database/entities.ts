import { BrowserBlockEntity } from '../connections/entities/browser-block.entity.js';
import { IntroductionEntity } from '../connections/entities/introduction.entity.js';
import { ProfileBlockEntity } from '../connections/entities/profile-block.entity.js';
import { ProfileReportEntity } from '../connections/entities/profile-report.entity.js';
import { ThreadMessageEntity } from '../connections/entities/thread-message.entity.js';
import { ChatClientUsageEntity } from '../chat/entities/chat-client-usage.entity.js';
import { ChatLlmReservationEntity } from '../chat/entities/chat-llm-reservation.entity.js';
import { ChatMessageEntity } from '../chat/entities/chat-message.entity.js';
import { ChatSessionEntity } from '../chat/entities/chat-session.entity.js';
import { DailyAllowanceEntity } from '../common/daily-allowance/daily-allowance.entity.js';
import { KnowledgeChunkEntity } from '../knowledge/entities/knowledge-chunk.entity.js';
import { KnowledgeDocumentEntity } from '../knowledge/entities/knowledge-document.entity.js';
import { KnowledgeTermEntity } from '../knowledge/entities/knowledge-term.entity.js';
import { SearchIndexRulesEntity } from '../knowledge/entities/search-index-rules.entity.js';
import { MailOutboxEntity } from '../mail/entities/mail-outbox.entity.js';
import { BlueprintEntity } from '../matching/entities/blueprint.entity.js';
import { ProfileEntity } from '../profiles/entities/profile.entity.js';
import { TagClickEntity } from '../tags/entities/tag-click.entity.js';
import { TagClickVoterEntity } from '../tags/entities/tag-click-voter.entity.js';

/** Every entity, registered once for the app, the CLI data source and the schema check test. */
export const entities = [
  ProfileEntity,
  KnowledgeDocumentEntity,
  KnowledgeChunkEntity,
  KnowledgeTermEntity,
  SearchIndexRulesEntity,
  ChatSessionEntity,
  ChatMessageEntity,
  ChatClientUsageEntity,
  ChatLlmReservationEntity,
  TagClickEntity,
  TagClickVoterEntity,
  BlueprintEntity,
  IntroductionEntity,
  ProfileBlockEntity,
  ProfileReportEntity,
  MailOutboxEntity,
  BrowserBlockEntity,
  DailyAllowanceEntity,
  ThreadMessageEntity,
];
