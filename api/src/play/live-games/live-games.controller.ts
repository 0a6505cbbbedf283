import { Body, Controller, Get, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type {
  ChatLine,
  LiveGameState,
  LiveGameSummary,
  OfflineBotGameUpload,
  OfflineBotGameUploaded,
} from '@sync/contract/play';
import { SGF_MEDIA_TYPE } from '@sync/contract/games';
import { CurrentUser, SignedIn } from '../../accounts/auth/auth.guard';
import type { User } from '../../accounts/entities/user.entity';
import { CHAT_BODY, GAME_ACTION_BODY } from '../../common/openapi/hand-read-bodies';
import { ApiError } from '../../common/errors/api-error';
import { IdPipe } from '../../common/validation/id.pipe';
import { ACTION_KINDS, parseAction, type ParsedAction } from '../actions/parse-action';
import { actorOf, PlayActionsService } from '../actions/play-actions.service';
import { ChatService } from '../chat/chat.service';
import { OfflineGameDto } from './dto/offline-game.dto';
import { GameListsService } from './game-lists';
import { GameRecords } from './game-records';
import { LiveGamesService } from './live-games.service';
import { OfflineGamesService } from './offline-games';

const gameId = new IdPipe('gameNotFound');
const REST_ACTIONS = new Set<string>(ACTION_KINDS);

/** Live games over REST, for pages, scripts and other people's bots. */
@ApiTags('play')
@Controller('games')
export class LiveGamesController {
  constructor(
    private readonly games: LiveGamesService,
    private readonly lists: GameListsService,
    private readonly actions: PlayActionsService,
    private readonly chat: ChatService,
    private readonly records: GameRecords,
    private readonly offline: OfflineGamesService,
  ) {}

  /** A game against the bot played in the browser: 201 when new, 200 when uploaded before. */
  @Post('offline')
  @SignedIn()
  async uploadOffline(
    @CurrentUser() user: User,
    @Body() body: OfflineGameDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OfflineBotGameUploaded> {
    const { gameId, created } = await this.offline.upload(
      user.id,
      body as unknown as OfflineBotGameUpload,
    );
    response.status(created ? 201 : 200);
    return { gameId };
  }

  @Get('self')
  @SignedIn()
  self(@CurrentUser() user: User): Promise<LiveGameSummary[]> {
    return this.lists.ofUser(user.id);
  }

  @Get('current')
  current(): Promise<LiveGameSummary[]> {
    return this.lists.current();
  }

  @Get(':id/state')
  state(@Param('id', gameId) id: number): Promise<LiveGameState> {
    return this.games.state(id);
  }

  @Get(':id/chat')
  async chatLines(@Param('id', gameId) id: number): Promise<ChatLine[]> {
    await this.games.game(id);
    return this.chat.lines(id);
  }

  @Get(':id/record')
  async record(@Param('id', gameId) id: number): Promise<StreamableFile> {
    const { sgf, fileName } = await this.records.sgf(id);
    const body = Buffer.from(sgf, 'utf8');
    return new StreamableFile(body, {
      type: `${SGF_MEDIA_TYPE}; charset=utf-8`,
      disposition: `inline; filename="${fileName}"`,
      length: body.length,
    });
  }

  @Post(':id/chat')
  @SignedIn()
  @ApiBody({ schema: CHAT_BODY })
  async postChat(
    @Param('id', gameId) id: number,
    @CurrentUser() user: User,
    @Body() body: unknown,
  ): Promise<ChatLine> {
    const done = await this.actions.perform(id, actorOf(user), this.parse('chat', body));
    if (!('line' in done)) throw new ApiError('internal');
    return done.line;
  }

  @Post(':id/:kind')
  @HttpCode(200)
  @SignedIn()
  @ApiBody({ schema: GAME_ACTION_BODY, required: false })
  act(
    @Param('id', gameId) id: number,
    @Param('kind') kind: string,
    @CurrentUser() user: User,
    @Body() body: unknown,
  ): Promise<LiveGameState> {
    if (kind.startsWith('undo-')) throw new ApiError('notFound');
    return this.performAction(id, user, kind, body);
  }

  @Post(':id/undo/:answer')
  @HttpCode(200)
  @SignedIn()
  @ApiBody({ schema: GAME_ACTION_BODY, required: false })
  answerUndo(
    @Param('id', gameId) id: number,
    @Param('answer') answer: string,
    @CurrentUser() user: User,
    @Body() body: unknown,
  ): Promise<LiveGameState> {
    if (answer !== 'accept' && answer !== 'reject') throw new ApiError('notFound');
    return this.performAction(id, user, `undo-${answer}`, body);
  }

  private async performAction(
    id: number,
    user: User,
    kind: string,
    body: unknown,
  ): Promise<LiveGameState> {
    const done = await this.actions.perform(id, actorOf(user), this.parse(kind, body));
    if (!('game' in done)) throw new ApiError('internal');
    return this.games.view(done.game);
  }

  /** 404 for a path that names no action; 400 for a body that does not fit the action. */
  private parse(kind: string, body: unknown): ParsedAction {
    if (!REST_ACTIONS.has(kind)) throw new ApiError('notFound');
    const parsed = parseAction(kind, body);
    if (!parsed) throw new ApiError('badParameters');
    return parsed;
  }
}
