import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CLOCK, RANDOM, systemClock } from '../common/time/clock.js';
import { KnowledgeModule, KnowledgeSearchService } from '../knowledge/index.js';
import { PensionModule, PensionService } from '../pension/index.js';
import { ChatAllowance } from './chat-allowance.js';
import { ChatController } from './chat.controller.js';
import { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';
import { CardIndexRepository } from './guide/card-index.repository.js';
import { CardIndexService } from './guide/card-index.service.js';
import { GUIDE } from './guide/guide.js';
import { OfflineGuide } from './guide/offline-guide.js';
import { OpenAiGuide } from './guide/openai-guide.js';
import { GuidePlanner } from './guide/planner.js';
import { CardModel } from './guide/understanding/card-model.js';
import { Spelling } from './guide/understanding/spelling.js';
import { SafetyModel } from './guide/understanding/safety-model.js';
import { answerTimeCeilingMs, languageModelConfigured } from './model-answer.js';
import { BreakerGuide, ModelBreaker } from './model-breaker.js';

@Module({
  imports: [KnowledgeModule, PensionModule],
  controllers: [ChatController],
  providers: [
    ChatService,
    ChatAllowance,
    // The module's tables: sessions, messages and the free tier's counts; the answer cards' index.
    ChatRepository,
    CardIndexRepository,
    OfflineGuide,
    GuidePlanner,
    CardIndexService,
    // The safety stage's learned classifier (danger and product-pick routes), loaded once from its stored model.
    { provide: SafetyModel, useFactory: () => SafetyModel.load() },
    { provide: CardModel, useFactory: () => CardModel.load() },
    { provide: Spelling, useFactory: () => Spelling.load() },
    {
      // With an OpenAI key or base URL, a language model writes the answers (offline guide as
      // fallback), behind a breaker that stops asking a failing server for a while. A trial after
      // the cool-down is given up after the longest an answer can take.
      provide: GUIDE,
      inject: [APP_CONFIG, OfflineGuide, GuidePlanner, PensionService],
      useFactory: (
        config: AppConfig,
        offline: OfflineGuide,
        planner: GuidePlanner,
        pension: PensionService,
      ) =>
        languageModelConfigured(config.openai)
          ? new BreakerGuide(
              new OpenAiGuide(config, offline, planner, pension),
              offline,
              new ModelBreaker(config.openai.breaker, answerTimeCeilingMs(config.openai)),
            )
          : offline,
    },
    { provide: CLOCK, useValue: systemClock },
    { provide: RANDOM, useValue: Math.random },
  ],
  exports: [ChatService],
})
export class ChatModule {
  // Knowledge cannot import chat (chat imports it): the answer cards' vocabulary is handed over.
  constructor(knowledge: KnowledgeSearchService, cards: CardIndexService) {
    knowledge.useCardVocabulary(cards);
  }
}
