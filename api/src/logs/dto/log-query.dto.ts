import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LOG_LEVELS, LOG_SOURCES, type LogLevel, type LogSource } from '@sync/contract/logs';
import { SincePageQueryDto } from './since-page-query.dto';

/** GET /log: the error log's filters and page. */
export class LogQueryDto extends SincePageQueryDto {
  @ApiPropertyOptional({ enum: LOG_LEVELS })
  @IsOptional()
  @IsIn(LOG_LEVELS)
  level?: LogLevel;

  @ApiPropertyOptional({ enum: LOG_SOURCES })
  @IsOptional()
  @IsIn(LOG_SOURCES)
  source?: LogSource;

  @ApiPropertyOptional({ description: 'A substring of the message or the path' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  text?: string;
}
