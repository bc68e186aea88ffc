import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@ageless/contracts';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import { NotCountedInFlight } from '../common/rate-limit/rate-limit.decorator.js';
import { HealthError, HealthErrorCode } from './health-error.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: the process answers. Never touches the database, so a slow database does not restart pods. */
  @Get('healthz')
  @NotCountedInFlight()
  @ApiOkResponse({ description: 'The process is alive' })
  alive(): HealthResponse {
    return { status: 'ok' };
  }

  /** Readiness: the database answers a query. */
  @Get('readyz')
  @NotCountedInFlight()
  @ApiOkResponse({ description: 'The database is reachable' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto })
  async ready(): Promise<HealthResponse> {
    if (!(await this.health.databaseIsUp())) {
      throw new HealthError(HealthErrorCode.DatabaseUnreachable);
    }
    return { status: 'ok', database: 'up' };
  }
}
