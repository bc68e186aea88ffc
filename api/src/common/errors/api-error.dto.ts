import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiError } from '@ageless/contracts';

export class ApiErrorDto implements ApiError {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: 'Bad Request' }) error: string;
  @ApiProperty({ example: 'skills must be an array' }) message: string;
  @ApiPropertyOptional({
    example: 'document_not_found',
    description:
      'Stable for a refusal a service decides, whatever the language: test this, not the message',
  })
  code?: string;
}
