import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { AcceptedChallenge, Challenge } from '@sync/contract/play';
import { CurrentUser, SignedIn } from '../../accounts/auth/auth.guard';
import type { User } from '../../accounts/entities/user.entity';
import { IdPipe } from '../../common/validation/id.pipe';
import { ChallengeAcceptance } from './challenge-acceptance';
import { acceptedSettings } from './challenge-settings';
import { ChallengesService } from './challenges.service';
import { CreatorPresence } from './creator-presence';
import { ChallengeSettingsDto } from './dto/challenge-settings.dto';
import { OptionalUser } from './optional-user';

const challengeToAccept = new IdPipe('noAcceptableChallenge');
const challengeToCancel = new IdPipe('challengeNotFound');

/** The lobby: challenges to play (the stream of its changes is ChallengeStreamController). */
@ApiTags('play')
@Controller('challenge')
export class ChallengesController {
  constructor(
    private readonly challenges: ChallengesService,
    private readonly acceptance: ChallengeAcceptance,
    private readonly presence: CreatorPresence,
    private readonly optionalUser: OptionalUser,
  ) {}

  @Post()
  @SignedIn()
  @ApiOperation({
    summary: 'Create a challenge; one against a bot starts its game at once (gameId)',
  })
  @ApiCreatedResponse({ description: 'Challenge' })
  async create(@CurrentUser() user: User, @Body() body: ChallengeSettingsDto): Promise<Challenge> {
    const settings = acceptedSettings(body);
    await this.presence.seen([user.id]);
    return this.challenges.create(user, settings);
  }

  @Get()
  @ApiOperation({ summary: 'The open challenges, oldest first' })
  @ApiOkResponse({ description: 'Challenge[]' })
  async list(@Req() request: Request): Promise<Challenge[]> {
    const user = await this.optionalUser.of(request);
    if (user) await this.presence.seen([user.id]);
    return this.challenges.list();
  }

  @Post(':id')
  @SignedIn()
  @ApiOperation({ summary: 'Accept a challenge: its game starts' })
  @ApiCreatedResponse({ description: 'AcceptedChallenge' })
  async accept(
    @CurrentUser() user: User,
    @Param('id', challengeToAccept) id: number,
  ): Promise<AcceptedChallenge> {
    await this.presence.seen([user.id]);
    return this.acceptance.accept(user, id);
  }

  @Delete(':id')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancel a challenge (its creator or an admin)' })
  @ApiNoContentResponse({ description: 'Cancelled' })
  async cancel(
    @CurrentUser() user: User,
    @Param('id', challengeToCancel) id: number,
  ): Promise<void> {
    await this.presence.seen([user.id]);
    await this.challenges.cancel(user, id);
  }
}
