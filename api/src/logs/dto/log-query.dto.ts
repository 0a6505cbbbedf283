import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { LOG_LEVELS, LOG_SOURCES, type LogLevel, type LogSource } from '@sync/contract/logs';
import { SincePageQueryDto } from './since-page-query.dto';

/** GET /log: the error log's filters and page. */
export class LogQueryDto extends SincePageQueryDto {
  @ApiPropertyOptional({ enum: LOG_LEVELS })
  @IsOmittable()
  @IsIn(LOG_LEVELS)
  level?: LogLevel;

  @ApiPropertyOptional({ enum: LOG_SOURCES })
  @IsOmittable()
  @IsIn(LOG_SOURCES)
  source?: LogSource;

  @ApiPropertyOptional({ description: 'A substring of the message or the path' })
  @IsOmittable()
  @IsString()
  @MaxLength(200)
  text?: string;
}
