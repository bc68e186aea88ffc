import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../common/time/clock.js';
import { PensionController } from './pension.controller.js';
import { PensionService } from './pension.service.js';

@Module({
  controllers: [PensionController],
  providers: [PensionService, { provide: CLOCK, useValue: systemClock }],
  // The chat guide's planner runs the calculators (analyzeUs, analyzeDe) with the numbers it read.
  exports: [PensionService],
})
export class PensionModule {}
