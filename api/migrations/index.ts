import { Migration20261121Initial } from './migration-20261121-initial';
import { Migration20261121Search } from './migration-20261121-search';
import { Migration20261122GameRecords } from './migration-20261122-game-records';
import { Migration20261123Accounts } from './migration-20261123-accounts';
import { Migration20261125EmailChange } from './migration-20261125-email-change';
import { Migration20261125SessionDevices } from './migration-20261125-session-devices';
import { Migration20261126FileScores } from './migration-20261126-file-scores';
import { Migration20261127MailQueue } from './migration-20261127-mail-queue';
import { Migration20261128GameStartingRatings } from './migration-20261128-game-starting-ratings';
import { Migration20261129OnlinePlay } from './migration-20261129-online-play';
import { Migration20261130OfflineGames } from './migration-20261130-offline-games';
import { Migration20261201Audit } from './migration-20261201-audit';
import { Migration20261202ServerLog } from './migration-20261202-server-log';
import { Migration20261203TournamentProcessing } from './migration-20261203-tournament-processing';
import { Migration20261204PlaceTexts } from './migration-20261204-place-texts';
import { Migration20261205PlayerNames } from './migration-20261205-player-names';
import { Migration20261206Feedback } from './migration-20261206-feedback';
import { Migration20261207Donations } from './migration-20261207-donations';
import { Migration20261208GameLibrary } from './migration-20261208-game-library';
import { Migration20261209Broadcasts } from './migration-20261209-broadcasts';
import { Migration20261210Video } from './migration-20261210-video';
import { Migration20261211LogRepeats } from './migration-20261211-log-repeats';

/** Every migration in order; listed explicitly so the same list works from sources and builds. */
export const MIGRATIONS = [
  { name: 'Migration20261121Initial', class: Migration20261121Initial },
  { name: 'Migration20261121Search', class: Migration20261121Search },
  { name: 'Migration20261122GameRecords', class: Migration20261122GameRecords },
  { name: 'Migration20261123Accounts', class: Migration20261123Accounts },
  { name: 'Migration20261125SessionDevices', class: Migration20261125SessionDevices },
  { name: 'Migration20261125EmailChange', class: Migration20261125EmailChange },
  { name: 'Migration20261126FileScores', class: Migration20261126FileScores },
  { name: 'Migration20261127MailQueue', class: Migration20261127MailQueue },
  { name: 'Migration20261128GameStartingRatings', class: Migration20261128GameStartingRatings },
  { name: 'Migration20261129OnlinePlay', class: Migration20261129OnlinePlay },
  { name: 'Migration20261130OfflineGames', class: Migration20261130OfflineGames },
  { name: 'Migration20261201Audit', class: Migration20261201Audit },
  { name: 'Migration20261202ServerLog', class: Migration20261202ServerLog },
  { name: 'Migration20261203TournamentProcessing', class: Migration20261203TournamentProcessing },
  { name: 'Migration20261204PlaceTexts', class: Migration20261204PlaceTexts },
  { name: 'Migration20261205PlayerNames', class: Migration20261205PlayerNames },
  { name: 'Migration20261206Feedback', class: Migration20261206Feedback },
  { name: 'Migration20261207Donations', class: Migration20261207Donations },
  { name: 'Migration20261208GameLibrary', class: Migration20261208GameLibrary },
  { name: 'Migration20261209Broadcasts', class: Migration20261209Broadcasts },
  { name: 'Migration20261210Video', class: Migration20261210Video },
  { name: 'Migration20261211LogRepeats', class: Migration20261211LogRepeats },
];
