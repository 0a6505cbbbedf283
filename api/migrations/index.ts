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
];
