import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { KnowledgeDocumentStatus, UploadSuccess } from '@ageless/contracts';
import { OptionalField } from '../../common/http/optional-field.decorator.js';

/** Spec §7: `{filename, fileData (base64), mimeType}` for Word files, `{filename, content, mimeType}` for text. */
export class UploadDocumentDto {
  @ApiProperty({
    example: 'Rentenbescheid 2025.docx',
    description: 'A file name without any folder path; .doc, .docx or .txt.',
  })
  @IsString()
  filename: string;

  @ApiPropertyOptional({
    description:
      'The file as base64 (Word files; .txt accepted too). A data: URL prefix is allowed.',
  })
  @OptionalField({ nullMeansOmitted: true })
  @IsString()
  fileData?: string;

  @ApiPropertyOptional({ description: 'The text of a .txt file as read by the browser.' })
  @OptionalField({ nullMeansOmitted: true })
  @IsString()
  content?: string;

  @ApiPropertyOptional({
    example: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  })
  @OptionalField({ nullMeansOmitted: true })
  @IsString()
  @MaxLength(200)
  mimeType?: string;
}

export class UploadResultDto implements UploadSuccess {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: "'Rentenbescheid 2025.docx' was added to the knowledge base." })
  message: string;
  @ApiProperty({ description: 'The first 300 characters of the extracted text.' }) preview: string;
  @ApiProperty({ example: 'Rentenbescheid 2025.docx' }) filename: string;
  @ApiProperty({ description: 'Length of the extracted text in characters.', example: 5120 })
  size: number;
  @ApiProperty({ format: 'uuid' }) documentId: string;
  @ApiProperty({ description: 'True when the same text was already stored; nothing was added.' })
  duplicate: boolean;
  @ApiProperty({ enum: ['en', 'de'] }) language: 'en' | 'de';
  @ApiProperty({
    enum: ['pending', 'approved'],
    description: 'A new upload waits for staff review before the guide uses it.',
  })
  status: KnowledgeDocumentStatus;
}

/** Failure body of /api/upload: the API's error shape plus the spec's `success: false`, `error` = the message. */
export class UploadErrorDto {
  @ApiProperty({ example: 415 }) statusCode: number;
  @ApiProperty({
    example: 'This file is not a Word document (.docx): its content does not match its extension.',
  })
  error: string;
  @ApiProperty({
    example: 'This file is not a Word document (.docx): its content does not match its extension.',
  })
  message: string;
  @ApiProperty({ example: false }) success: false;
  @ApiPropertyOptional({
    example: 'not_docx',
    description:
      'Why the upload was refused (UploadErrorCode); absent for refusals before the upload is read',
  })
  code?: string;
}
