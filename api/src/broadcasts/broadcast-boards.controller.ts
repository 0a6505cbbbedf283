import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { BroadcastBoard, BroadcastMoveAnswer } from '@sync/contract/broadcasts';
import { SGF_MEDIA_TYPE } from '@sync/contract/games';
import { CurrentUser, SignedIn } from '../accounts/auth/auth.guard';
import type { User } from '../accounts/entities/user.entity';
import { IdPipe } from '../common/validation/id.pipe';
import type { BoardRef } from './board-ref';
import { BroadcastMovesService } from './broadcast-moves.service';
import { BroadcastsService } from './broadcasts.service';
import {
  BroadcastCommentDto,
  BroadcastMoveDto,
  BroadcastResultDto,
  BroadcastUndoDto,
} from './dto/board-change.dto';
import { EDITOR_ROLES } from './editors';

const broadcastId = new IdPipe('broadcastNotFound');
const boardNumber = new IdPipe('broadcastBoardNotFound');

/** 201 when the change was made, 200 when it was made already (a resend). */
function answered<T>(response: Response, applied: boolean, body: T): T {
  response.status(applied ? 201 : 200);
  return body;
}

/** Moves, undo, result and comments of a board, and its finished record. */
@ApiTags('broadcasts')
@Controller('broadcasts')
export class BroadcastBoardsController {
  constructor(
    private readonly moves: BroadcastMovesService,
    private readonly broadcasts: BroadcastsService,
  ) {}

  @Post(':id/boards/:number/moves')
  @SignedIn(EDITOR_ROLES)
  @ApiOperation({
    summary: 'Move `seq` (from 1): 201 played, 200 a resend of a move played, 409 with the reason',
  })
  @ApiConflictResponse({
    description: 'A gap, another move at seq, an illegal move, a finished or relayed board',
  })
  async move(
    @Param('id', broadcastId) id: number,
    @Param('number', boardNumber) number: number,
    @Body() body: BroadcastMoveDto,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BroadcastMoveAnswer> {
    const answer = await this.moves.addMove({ broadcastId: id, number }, body, user);
    return answered(response, answer.applied, answer);
  }

  @Post(':id/boards/:number/undo')
  @SignedIn(EDITOR_ROLES)
  @ApiOperation({
    summary: 'Take back move `seq`, the last one: 201, or 200 when taken back already',
  })
  async undo(
    @Param('id', broadcastId) id: number,
    @Param('number', boardNumber) number: number,
    @Body() body: BroadcastUndoDto,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BroadcastMoveAnswer> {
    const answer = await this.moves.undo({ broadcastId: id, number }, body.seq, user);
    return answered(response, answer.applied, answer);
  }

  @Put(':id/boards/:number/result')
  @SignedIn(EDITOR_ROLES)
  @HttpCode(200)
  @ApiOperation({ summary: "Set the result ('B+R', 'W+3.5', 'Draw', 'Void') or clear it (null)" })
  @ApiOkResponse({ description: 'BroadcastMoveAnswer' })
  setResult(
    @Param('id', broadcastId) id: number,
    @Param('number', boardNumber) number: number,
    @Body() body: BroadcastResultDto,
    @CurrentUser() user: User,
  ): Promise<BroadcastMoveAnswer> {
    return this.moves.setResult({ broadcastId: id, number }, body.result, user);
  }

  @Post(':id/boards/:number/comments')
  @SignedIn(EDITOR_ROLES)
  @ApiOperation({ summary: 'Comment on a move played (0: before the first): the board' })
  async comment(
    @Param('id', broadcastId) id: number,
    @Param('number', boardNumber) number: number,
    @Body() body: BroadcastCommentDto,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BroadcastBoard> {
    const answer = await this.moves.addComment({ broadcastId: id, number }, body, user);
    return answered(response, answer.applied, answer.board);
  }

  @Get(':id/boards/:number/record')
  @ApiProduces(SGF_MEDIA_TYPE)
  @ApiOperation({ summary: "The finished board's SGF record (404 until it has a result)" })
  async record(
    @Param('id', broadcastId) id: number,
    @Param('number', boardNumber) number: number,
  ): Promise<StreamableFile> {
    const ref: BoardRef = { broadcastId: id, number };
    const body = Buffer.from(await this.broadcasts.record(ref), 'utf8');
    return new StreamableFile(body, {
      type: `${SGF_MEDIA_TYPE}; charset=utf-8`,
      disposition: `inline; filename="broadcast-${id}-board-${number}.sgf"`,
      length: body.length,
    });
  }
}
