import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../common/time/clock.js';
import { TagClicksRepository } from './tag-clicks.repository.js';
import { TagsController } from './tags.controller.js';
import { TagsService } from './tags.service.js';

@Module({
  controllers: [TagsController],
  providers: [TagsService, TagClicksRepository, { provide: CLOCK, useValue: systemClock }],
})
export class TagsModule {}
