import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorDto } from '../common/errors/api-error.dto.js';
import { requestLanguage } from '../common/http/request-language.js';
import { clientKey } from '../common/http/client-address.js';
import { UuidParam } from '../common/http/uuid-param.pipe.js';
import { ProfileEditCeiling } from '../common/rate-limit/profile-edit-ceiling.js';
import { RateLimited } from '../common/rate-limit/rate-limit.decorator.js';
import { postcodePreference } from '../geo/index.js';
import {
  ClaimProfileDto,
  ConfirmNotifyEmailDto,
  CreateProfileDto,
} from './dto/create-profile.dto.js';
import {
  ConfirmationSentDto,
  CreatedProfileDto,
  ProfileDto,
  ProfileEnvelopeDto,
} from './dto/profile.response.js';
import type { ProfileEntity } from './entities/profile.entity.js';
import { ensureProfileOwnerKey, profileOwnerKey } from './profile-owner.js';
import { ProfilesService } from './profiles.service.js';

@ApiTags('profiles')
@Controller('profiles')
export class ProfilesController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly editCeiling: ProfileEditCeiling,
  ) {}

  /** Creates a profile owned by this browser; the return link's key is in this answer only. */
  @Post()
  @HttpCode(201)
  @RateLimited('profiles')
  @ApiCreatedResponse({ type: CreatedProfileDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async create(
    @Body() input: CreateProfileDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreatedProfileDto> {
    const { profile, returnKey } = await this.profiles.create(
      input,
      ensureProfileOwnerKey(req, res),
      postcodePreference(req),
      requestLanguage(req),
      clientKey(req),
    );
    return { profile: this.dto(profile, req), returnKey };
  }

  @Get(':id')
  @ApiOkResponse({ type: ProfileEnvelopeDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Another browser owns the profile.' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async findOne(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
  ): Promise<ProfileEnvelopeDto> {
    const profile = await this.profiles.findOwned(id, profileOwnerKey(req), requestLanguage(req));
    return { profile: this.dto(profile, req) };
  }

  /** Edit: the wizard's whole answers again (the owner only). */
  @Put(':id')
  @RateLimited('profiles')
  @ApiOkResponse({ type: ProfileEnvelopeDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async update(
    @Param('id', UuidParam) id: string,
    @Body() input: CreateProfileDto,
    @Req() req: Request,
  ): Promise<ProfileEnvelopeDto> {
    const ownerKey = await this.owned(id, req);
    await this.editCeiling.admitEdit(id, ownerKey);
    const profile = await this.profiles.update(
      id,
      ownerKey,
      input,
      postcodePreference(req),
      requestLanguage(req),
      clientKey(req),
    );
    return { profile: this.dto(profile, req) };
  }

  /** Opens the profile in this browser with the key of its private return link. */
  @Post(':id/claim')
  @HttpCode(200)
  @RateLimited('profiles')
  @ApiOkResponse({ type: ProfileEnvelopeDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async claim(
    @Param('id', UuidParam) id: string,
    @Body() body: ClaimProfileDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ProfileEnvelopeDto> {
    const profile = await this.profiles.claim(
      id,
      body.returnKey,
      ensureProfileOwnerKey(req, res),
      requestLanguage(req),
    );
    return { profile: this.dto(profile, req) };
  }

  /** The link in the confirmation mail: its key confirms the address, once, from any browser. */
  @Post(':id/notify-email/confirm')
  @HttpCode(204)
  @RateLimited('profiles')
  @ApiNoContentResponse({ description: 'The address is confirmed; notices may now be sent to it' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'The link was used, replaced or expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async confirmNotifyEmail(
    @Param('id', UuidParam) id: string,
    @Body() body: ConfirmNotifyEmailDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.profiles.confirmNotifyEmail(id, body.token, requestLanguage(req));
  }

  /** A new confirmation link for the owner's unconfirmed address (within the address's daily cap). */
  @Post(':id/notify-email/resend')
  @HttpCode(200)
  @RateLimited('profiles')
  @ApiOkResponse({ type: ConfirmationSentDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'No address, or already confirmed' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async resendConfirmation(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
  ): Promise<ConfirmationSentDto> {
    const { profile, sent } = await this.profiles.resendConfirmation(
      id,
      profileOwnerKey(req),
      requestLanguage(req),
      clientKey(req),
    );
    return { profile: this.dto(profile, req), confirmationMail: sent };
  }

  /** Right to erasure: the browser that owns the profile deletes it with its introductions. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The profile and its introductions are deleted' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async remove(@Param('id', UuidParam) id: string, @Req() req: Request): Promise<void> {
    const ownerKey = await this.owned(id, req);
    await this.editCeiling.countDeletion(ownerKey);
    await this.profiles.remove(id, ownerKey, requestLanguage(req));
  }

  /**
   * This browser's owner key once it is known to own the profile (403/404 otherwise), so that the
   * edit ceiling counts only the owner's changes: a stranger knowing the id cannot use them up.
   */
  private async owned(id: string, req: Request): Promise<string> {
    const ownerKey = profileOwnerKey(req);
    await this.profiles.findOwned(id, ownerKey, requestLanguage(req));
    // findOwned refuses a browser without a key; this only tells the compiler.
    if (ownerKey === undefined) throw new Error('An owned profile without an owner key');
    return ownerKey;
  }

  private dto(profile: ProfileEntity, req: Request): ProfileDto {
    const place = this.profiles.placeLabel(profile, postcodePreference(req), requestLanguage(req));
    return ProfileDto.fromEntity(profile, place);
  }
}
