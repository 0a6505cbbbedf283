import { ApiToken } from '../accounts/entities/api-token.entity';
import { PasswordResetRequest, UserCode } from '../accounts/entities/user-code.entity';
import { UserSession } from '../accounts/entities/user-session.entity';
import { User } from '../accounts/entities/user.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { GameRecord } from '../games/game-record.entity';
import { Game } from '../games/game.entity';
import { Location } from '../locations/location.entity';
import { ServerLogEntry } from '../logs/server-log-entry.entity';
import { QueuedMail } from '../mail/queued-mail.entity';
import { ChallengeEvent } from '../play/challenges/challenge-event.entity';
import { Challenge } from '../play/challenges/challenge.entity';
import { LiveGame, LiveGameChat, LiveGameEvent } from '../play/live-games/live-game.entities';
import { OnlineRating } from '../play/rating/online-rating.entity';
import { Player } from '../players/player.entity';
import { RatingEntry } from '../rating/rating-entry.entity';
import { SyncCounter } from '../sync/sync-counter.entity';
import { Tombstone } from '../sync/tombstone.entity';
import { TournamentPlayer } from '../tournaments/tournament-player.entity';
import { Tournament } from '../tournaments/tournament.entity';
import { AppSetting } from './app-setting.entity';
import { StoredFile } from '../files/stored-file.entity';
import { FeedbackMessage } from '../feedback/feedback-message.entity';
import { Donation } from '../donate/donation.entity';
import { LibraryGame } from '../game-library/library-game.entity';
import {
  BroadcastBoardRow,
  BroadcastCommentRow,
  BroadcastRow,
} from '../broadcasts/broadcast.entities';
import { VideoConversionRow } from '../video/video-conversion.entity';

export const ENTITIES = [
  Location,
  Player,
  Tournament,
  TournamentPlayer,
  Game,
  GameRecord,
  RatingEntry,
  Tombstone,
  SyncCounter,
  AppSetting,
  User,
  UserSession,
  UserCode,
  PasswordResetRequest,
  ApiToken,
  QueuedMail,
  Challenge,
  ChallengeEvent,
  OnlineRating,
  LiveGame,
  LiveGameEvent,
  LiveGameChat,
  AuditEntry,
  ServerLogEntry,
  StoredFile,
  FeedbackMessage,
  Donation,
  LibraryGame,
  BroadcastRow,
  BroadcastBoardRow,
  BroadcastCommentRow,
  VideoConversionRow,
];
