import type { SyncPlayer } from '@sync/protocol';
import type { SyncSource } from './sync-source';

export const PLAYER_SOURCE: SyncSource<SyncPlayer> = {
  table: 'player',
  fields: {
    id: ['id', 'integer'],
    rev: ['rev', 'integer'],
    lastName: ['last_name', 'text'],
    firstName: ['first_name', 'text'],
    lastNameLatin: ['last_name_latin', 'text'],
    firstNameLatin: ['first_name_latin', 'text'],
    nickname: ['nickname', 'text'],
    searchText: ['search_text', 'text'],
    rank: ['rank', 'text'],
    birthYear: ['birth_year', 'integer'],
    egdPin: ['egd_pin', 'integer'],
    agaId: ['aga_id', 'integer'],
    locationId: ['location_id', 'integer'],
    startDate: ['start_date', 'text'],
    lastUpdate: ['last_update', 'text'],
    lastTournamentId: ['last_tournament_id', 'integer'],
    lastTournamentDate: ['last_tournament_date', 'text'],
    rgfRating: ['rgf_rating', 'double'],
    rgfDeviation: ['rgf_deviation', 'double'],
    egfRating: ['egf_rating', 'double'],
    glickoRating: ['glicko_rating', 'double'],
    glickoDeviation: ['glicko_deviation', 'double'],
    glickoVolatility: ['glicko_volatility', 'double'],
  },
  locationColumn: 'location_id',
  replicatedWhen: null,
};
