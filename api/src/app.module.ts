import { type DynamicModule, Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { AccountsConfig } from './common/config/accounts-config';
import { AccountsCoreModule } from './accounts/accounts-core.module';
import { UsersAdminModule } from './accounts/admin/admin.module';
import { AdminImportsModule } from './admin/imports/admin-imports.module';
import { AdminPlacesModule } from './admin/places/admin-places.module';
import { AdminPlayersModule } from './admin/players/admin-players.module';
import { AdminTournamentsModule } from './admin/tournaments/admin-tournaments.module';
import { AuditModule } from './audit/audit.module';
import { BroadcastsModule } from './broadcasts/broadcasts.module';
import { AuthModule } from './accounts/auth/auth.module';
import { PasswordResetModule } from './accounts/password-reset/password-reset.module';
import { AccountProfileModule } from './accounts/profile/account-profile.module';
import { RegistrationModule } from './accounts/registration/registration.module';
import { ClientLogModule } from './client-log/client-log.module';
import { DatabaseModule } from './database/database.module';
import { DonateModule } from './donate/donate.module';
import { FeedbackModule } from './feedback/feedback.module';
import { FilesModule } from './files/files.module';
import { GameLibraryModule } from './game-library/game-library.module';
import { GamesModule } from './games/games.module';
import { LocationsModule } from './locations/locations.module';
import { LogsModule } from './logs/logs.module';
import { ChallengesModule } from './play/challenges/challenges.module';
import { LiveGamesModule } from './play/live-games/live-games.module';
import { PlayersModule } from './players/players.module';
import { PolicyDocsModule } from './policy-docs/policy-docs.module';
import { RatingModule } from './rating/rating.module';
import { SiteModule } from './site/site.module';
import { SyncModule } from './sync/sync.module';
import { TournamentsModule } from './tournaments/tournaments.module';
import { VideoModule } from './video/video.module';

@Module({})
export class AppModule {
  static forOrm(orm: MikroORM, accounts: AccountsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forOrm(orm),
        AuditModule,
        LocationsModule,
        PlayersModule,
        TournamentsModule,
        // before GamesModule: /games/self and /games/current are not game ids
        LiveGamesModule,
        ChallengesModule,
        GamesModule,
        BroadcastsModule,
        RatingModule,
        SyncModule,
        ClientLogModule,
        PolicyDocsModule,
        SiteModule,
        DonateModule,
        AccountsCoreModule.forConfig(accounts),
        AuthModule,
        RegistrationModule,
        PasswordResetModule,
        AccountProfileModule,
        UsersAdminModule,
        AdminTournamentsModule,
        AdminPlacesModule,
        AdminPlayersModule,
        AdminImportsModule,
        LogsModule,
        // before FilesModule: /file/game is the library, not a file id
        GameLibraryModule,
        FilesModule,
        FeedbackModule,
        VideoModule,
      ],
    };
  }
}
