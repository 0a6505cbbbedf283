import { Module } from '@nestjs/common';
import { BotsModule } from '../bots/bots.module';
import { LiveGamesModule } from '../live-games/live-games.module';
import { ChallengeAcceptance } from './challenge-acceptance';
import { ChallengeStreamController } from './challenge-stream.controller';
import { ChallengeSweeper } from './challenge-sweeper';
import { CHALLENGE_TIMING_PROVIDER, ChallengeTiming } from './challenge-timing';
import { ChallengesController } from './challenges.controller';
import { ChallengesService } from './challenges.service';
import { CreatorPresence } from './creator-presence';
import { LobbyNudge } from './lobby-nudge';
import { LobbyStreamHub } from './lobby-stream-hub';
import { OptionalUser } from './optional-user';

/** The lobby: challenges (REST), their stream (SSE), their expiry. */
@Module({
  imports: [LiveGamesModule, BotsModule],
  controllers: [ChallengeStreamController, ChallengesController],
  providers: [
    CHALLENGE_TIMING_PROVIDER,
    ChallengesService,
    ChallengeAcceptance,
    CreatorPresence,
    LobbyNudge,
    LobbyStreamHub,
    ChallengeSweeper,
    OptionalUser,
  ],
  exports: [ChallengeTiming],
})
export class ChallengesModule {}
