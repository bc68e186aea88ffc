import { Module } from '@nestjs/common';
import { SiteInfoController } from './site-info.controller.js';

/** GET /api/site-info: the operator's details from configuration, for the footer's pages. */
@Module({ controllers: [SiteInfoController] })
export class SiteInfoModule {}
