import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SiteInfoResponseDto } from './dto/site-info.response.js';

@ApiTags('site-info')
@Controller('site-info')
export class SiteInfoController {
  private readonly info: SiteInfoResponseDto;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Settings are read once at start, so the answer never changes while the process runs.
    this.info = SiteInfoResponseDto.fromConfig(config);
  }

  /** Who runs this installation (Impressum, contact, privacy): public, the same for everyone. */
  @Get()
  // A changed setting takes a restart; five minutes of caching is then the longest anyone waits.
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ type: SiteInfoResponseDto })
  siteInfo(): SiteInfoResponseDto {
    return this.info;
  }
}
