import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
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
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  has_sgf?: boolean;

  @ApiPropertyOptional({
    description: "true: only the scheduled pairings (result 'unplayed'); default: played games",
  })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  scheduled?: boolean;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOptional()
  @QueryDate()
  @NotGreaterThan('max_date')
  min_date?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOptional()
  @QueryDate()
  max_date?: string;
}
