import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { LimitedPageQueryDto } from '../../common/validation/pagination.dto';
import {
  NotGreaterThan,
  QueryBoolean,
  QueryDate,
  QueryRange,
} from '../../common/validation/query-decorators';

export class GamesQueryDto extends LimitedPageQueryDto {
  @QueryRange({ min: 1, doc: { description: 'Games of this player' }, documentBounds: false })
  player1?: number;

  @QueryRange({
    min: 1,
    doc: { description: 'With player1: games between the two; alone: games of this player' },
    documentBounds: false,
  })
  player2?: number;

  @QueryRange({ min: 1, documentBounds: false })
  tournament?: number;

  @ApiPropertyOptional()
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  has_sgf?: boolean;

  @ApiPropertyOptional({
    description: "true: only the scheduled pairings (result 'unplayed'); default: played games",
  })
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  scheduled?: boolean;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOmittable()
  @QueryDate()
  @NotGreaterThan('max_date')
  min_date?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOmittable()
  @QueryDate()
  max_date?: string;
}
