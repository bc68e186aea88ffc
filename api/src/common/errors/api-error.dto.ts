import { ApiProperty } from '@nestjs/swagger';
import type { ApiError } from '@ageless/contracts';

export class ApiErrorDto implements ApiError {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: 'Bad Request' }) error: string;
  @ApiProperty({ example: 'skills must be an array' }) message: string;
  @ApiProperty({
    example: 'document_not_found',
    description:
      "Stable whatever the language: a module's code, one of REQUEST_ERROR_CODES for a refusal made before any module decides (validation_failed, rate_limited, ...), or one of FILTER_ERROR_CODES (unexpected_error, ...). Test this, not the message",
  })
  code: string;
}
