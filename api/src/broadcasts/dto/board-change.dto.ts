import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import {
  BROADCAST_COMMENT_MAX_LENGTH,
  type BroadcastCommentInput,
  type BroadcastMoveInput,
  type BroadcastResultInput,
  type BroadcastUndoInput,
} from '@sync/contract/broadcasts';
import { isMoveText } from '@domain/play/vertex';
import { SQL_INT_MAX } from '../../common/validation/plain-number';
import { Satisfies } from '../../common/validation/satisfies';
import { NOT_BLANK } from './broadcast-create.dto';

const MOVE_MAX_LENGTH = 8;
const RESULT_MAX_LENGTH = 40;

export class BroadcastClocksDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: "ms left on Black's clock" })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(SQL_INT_MAX)
  black?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "ms left on White's clock" })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(SQL_INT_MAX)
  white?: number | null;
}

/** POST /broadcasts/{id}/boards/{number}/moves */
export class BroadcastMoveDto implements BroadcastMoveInput {
  @ApiProperty({ minimum: 1, description: "1 for the board's first move" })
  @IsInt()
  @Min(1)
  @Max(SQL_INT_MAX)
  seq!: number;

  @ApiProperty({ example: 'Q16', description: "a GTP vertex or 'pass', nothing around it" })
  @IsString()
  @MaxLength(MOVE_MAX_LENGTH)
  @Satisfies(isMoveText)
  move!: string;

  @ApiPropertyOptional({ maxLength: BROADCAST_COMMENT_MAX_LENGTH })
  @IsOmittable()
  @IsString()
  @MaxLength(BROADCAST_COMMENT_MAX_LENGTH)
  comment?: string;

  @ApiPropertyOptional({ type: BroadcastClocksDto })
  @IsOmittable()
  @IsObject()
  @ValidateNested()
  @Type(() => BroadcastClocksDto)
  clocks?: BroadcastClocksDto;
}

/** POST /broadcasts/{id}/boards/{number}/undo */
export class BroadcastUndoDto implements BroadcastUndoInput {
  @ApiProperty({ minimum: 1, description: 'the last move, the one taken back' })
  @IsInt()
  @Min(1)
  @Max(SQL_INT_MAX)
  seq!: number;
}

/** PUT /broadcasts/{id}/boards/{number}/result: the text is read by normaliseResult. */
export class BroadcastResultDto implements BroadcastResultInput {
  @ApiProperty({ type: String, nullable: true, example: 'B+R', description: 'null reopens' })
  @ValidateIf((object: { result?: unknown }) => object.result !== null)
  @IsString()
  @MaxLength(RESULT_MAX_LENGTH)
  result!: string | null;
}

/** POST /broadcasts/{id}/boards/{number}/comments */
export class BroadcastCommentDto implements BroadcastCommentInput {
  @ApiProperty({ minimum: 0, description: '0: before the first move' })
  @IsInt()
  @Min(0)
  @Max(SQL_INT_MAX)
  moveNumber!: number;

  @ApiProperty({ minLength: 1, maxLength: BROADCAST_COMMENT_MAX_LENGTH })
  @IsString()
  @Matches(NOT_BLANK)
  @MaxLength(BROADCAST_COMMENT_MAX_LENGTH)
  text!: string;
}
