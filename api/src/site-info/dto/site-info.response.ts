import { ApiProperty } from '@nestjs/swagger';
import type { SiteInfoResponse, SiteOperator } from '@ageless/contracts';
import type { AppConfig } from '../../config/app-config.js';

export class SiteOperatorDto implements SiteOperator {
  @ApiProperty({ type: String, nullable: true, example: 'Ageless Connect GmbH' })
  name: string | null;
  @ApiProperty({ type: [String], example: ['Musterstraße 1', '50667 Köln', 'Deutschland'] })
  address: string[];
  @ApiProperty({ type: String, nullable: true, example: 'kontakt@example.org' })
  email: string | null;
  @ApiProperty({ type: String, nullable: true, example: '+49 221 123456' })
  phone: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Erika Mustermann (Geschäftsführerin)' })
  representative: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Amtsgericht Köln, HRB 12345' })
  registerEntry: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'DE123456789' })
  vatId: string | null;
}

export class SiteInfoResponseDto implements SiteInfoResponse {
  @ApiProperty({
    type: SiteOperatorDto,
    description:
      'From the SITE_* settings; a field the operator has not set is null (address: []).',
  })
  operator: SiteOperatorDto;

  @ApiProperty({
    description:
      'Whether the AI guide sends messages to a language-model server (OPENAI_API_KEY or OPENAI_BASE_URL is set).',
  })
  languageModel: boolean;

  static fromConfig(config: AppConfig): SiteInfoResponseDto {
    const { siteOperator, openai } = config;
    return {
      operator: { ...siteOperator, address: [...siteOperator.address] },
      languageModel: Boolean(openai.apiKey ?? openai.baseUrl),
    };
  }
}
