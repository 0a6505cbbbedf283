import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
} from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { EGF_CONSTANTS } from '@domain/rating/egf';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import { OVERTIME_KINDS, parseTimeControl } from '@domain/time-control';
import { TOURNAMENT_SORTS, type TournamentSort } from '@sync/contract/tournaments';
import { PageQueryDto } from '../../common/validation/pagination.dto';
import {
  NotGreaterThan,
  QueryBoolean,
  QueryDate,
  QueryInts,
  QueryNumber,
  QueryRange,
  QueryStrings,
} from '../../common/validation/query-decorators';
import { TOURNAMENT_STATUSES } from '../tournament.entity';

/** EGF tournament classes (A..D), which the EGF gives by the thinking time. */
export const TIME_CLASSES = Object.keys(EGF_CONSTANTS.classWeights);

/**
 * A filter of the spec on a fact no tournament records (its server, rules or norm class): sent
 * with any value, it is refused with 400 rather than accepted and ignored.
 */
function NotRecorded(): PropertyDecorator {
  return (target, key) => {
    registerDecorator({
      name: 'notRecorded',
      target: target.constructor,
      propertyName: String(key),
      validator: {
        validate: (value: unknown) => value === undefined,
        defaultMessage: () => `${String(key)}: no tournament records it`,
      },
    });
  };
}

const upperCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.toUpperCase() : value;

/** An overtime kind ('byoyomi') or a whole canonical time control ('byoyomi 5400 5x30'). */
function TimeControlFilter(): PropertyDecorator {
  return (target, key) => {
    registerDecorator({
      name: 'timeControlFilter',
      target: target.constructor,
      propertyName: String(key),
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          ((OVERTIME_KINDS as readonly string[]).includes(value) ||
            parseTimeControl(value) !== null),
      },
    });
  };
}

/**
 * GET /tournaments. The counts are `min_player_count`..`max_player_count` and
 * `min_round_count`..`max_round_count` (the older `min_players`, `max_players`, `min_rounds`,
 * `max_rounds` still work). `server`, `rules` and `norm_class` are refused (400): no tournament
 * records them.
 */
export class TournamentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(200)
  limit = 50;

  @ApiPropertyOptional({ enum: RATING_SYSTEM_IDS })
  @IsOmittable()
  @IsIn(RATING_SYSTEM_IDS)
  federation?: string;

  @ApiPropertyOptional({ description: 'Substring of the title in either script' })
  @IsOmittable()
  @IsString()
  @MaxLength(200)
  title?: string;

  @ApiPropertyOptional({ description: 'Substring of the city name in either script' })
  @IsOmittable()
  @IsString()
  @MaxLength(100)
  city?: string;

  @ApiPropertyOptional({
    type: [Number],
    description: 'Location ids, including their descendants (repeatable)',
  })
  @IsOmittable()
  @QueryInts()
  location?: number[];

  @ApiPropertyOptional()
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  online?: boolean;

  @ApiPropertyOptional()
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  ranked?: boolean;

  @ApiPropertyOptional({ enum: TOURNAMENT_STATUSES, isArray: true })
  @IsOmittable()
  @QueryStrings(20)
  @IsIn(TOURNAMENT_STATUSES, { each: true })
  status?: string[];

  @ApiPropertyOptional({ enum: TOURNAMENT_SORTS, default: 'start_date' })
  @IsIn(TOURNAMENT_SORTS)
  sort: TournamentSort = 'start_date';

  @ApiPropertyOptional({ description: 'Also list tournaments hidden as ignored', default: false })
  @QueryBoolean()
  @IsBoolean()
  showIgnored = false;

  @ApiPropertyOptional({ description: 'Pinned tournaments before the others', default: false })
  @QueryBoolean()
  @IsBoolean()
  pinnedFirst = false;

  @QueryRange({ min: 0, notAbove: 'max_player_count' })
  min_player_count?: number;

  @QueryRange({ min: 0 })
  max_player_count?: number;

  @QueryRange({ min: 0, notAbove: 'max_round_count' })
  min_round_count?: number;

  @QueryRange({ min: 0 })
  max_round_count?: number;

  @QueryRange({
    min: 0,
    notAbove: 'max_players',
    doc: { deprecated: true, description: 'min_player_count' },
    documentBounds: false,
  })
  min_players?: number;

  @QueryRange({
    min: 0,
    doc: { deprecated: true, description: 'max_player_count' },
    documentBounds: false,
  })
  max_players?: number;

  @QueryRange({
    min: 0,
    notAbove: 'max_rounds',
    doc: { deprecated: true, description: 'min_round_count' },
    documentBounds: false,
  })
  min_rounds?: number;

  @QueryRange({
    min: 0,
    doc: { deprecated: true, description: 'max_round_count' },
    documentBounds: false,
  })
  max_rounds?: number;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOmittable()
  @QueryDate()
  @NotGreaterThan('max_start_date')
  min_start_date?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOmittable()
  @QueryDate()
  max_start_date?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOmittable()
  @QueryDate()
  @NotGreaterThan('max_end_date')
  min_end_date?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOmittable()
  @QueryDate()
  max_end_date?: string;

  @ApiPropertyOptional({
    description:
      'Refused (400): no tournament records its server (`online=true` lists the online ones)',
  })
  @NotRecorded()
  server?: string;

  @ApiPropertyOptional({
    description: `An overtime kind (${OVERTIME_KINDS.join(', ')}) or a canonical time control ('byoyomi 5400 5x30')`,
  })
  @IsOmittable()
  @TimeControlFilter()
  time_control?: string;

  @ApiPropertyOptional({ description: 'Refused (400): no tournament records its rules' })
  @NotRecorded()
  rules?: string;

  @ApiPropertyOptional({ enum: TIME_CLASSES, description: 'The EGF class (by thinking time)' })
  @IsOmittable()
  @Transform(upperCase)
  @IsIn(TIME_CLASSES)
  time_class?: string;

  @ApiPropertyOptional({ description: 'Refused (400): no tournament records its norm class' })
  @NotRecorded()
  norm_class?: string;
}
