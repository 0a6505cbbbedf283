import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
import { LimitedPageQueryDto } from '../../common/validation/pagination.dto';
import {
  NotGreaterThan,
  QueryBoolean,
  QueryDate,
  QueryNumber,
} from '../../common/validation/query-decorators';

export class GamesQueryDto extends LimitedPageQueryDto {
  @ApiPropertyOptional({ description: 'Games of this player' })
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(1)
  player1?: number;

  @ApiPropertyOptional({
    description: 'With player1: games between the two; alone: games of this player',
  })
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(1)
  player2?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(1)
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
