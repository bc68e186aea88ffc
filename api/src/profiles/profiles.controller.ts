import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { UuidParam } from '../common/http/uuid-param.pipe.js';
import { RateLimited } from '../common/rate-limit/rate-limit.decorator.js';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import { CreateProfileDto } from './dto/create-profile.dto.js';
import { ProfileDto, ProfileEnvelopeDto } from './dto/profile.response.js';
import { ProfilesService } from './profiles.service.js';

@ApiTags('profiles')
@Controller('profiles')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Post()
  @HttpCode(201)
  @RateLimited('profiles')
  @ApiCreatedResponse({ type: ProfileEnvelopeDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async create(@Body() input: CreateProfileDto): Promise<ProfileEnvelopeDto> {
    return { profile: ProfileDto.fromEntity(await this.profiles.create(input)) };
  }

  @Get(':id')
  @ApiOkResponse({ type: ProfileEnvelopeDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async findOne(@Param('id', UuidParam) id: string): Promise<ProfileEnvelopeDto> {
    return { profile: ProfileDto.fromEntity(await this.profiles.findById(id)) };
  }

  /** Right to erasure: whoever holds the profile's unguessable id may delete it. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The profile is deleted' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async remove(@Param('id', UuidParam) id: string): Promise<void> {
    await this.profiles.remove(id);
  }
}
