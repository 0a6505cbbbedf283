import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { SGF_MEDIA_TYPE, type GameDetail } from '@sync/contract/games';
import { IdPipe } from '../common/validation/id.pipe';
import { GamesQueryDto } from './dto/games-query.dto';
import { GameRecordService } from './game-record.service';
import { GamesService } from './games.service';
import { attachmentDisposition } from './sgf-file-name';

const gameId = new IdPipe('gameNotFound');

@ApiTags('games')
@Controller('games')
export class GamesController {
  constructor(
    private readonly gamesService: GamesService,
    private readonly gameRecordService: GameRecordService,
  ) {}

  @Get()
  list(@Query() query: GamesQueryDto) {
    return this.gamesService.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The game, its board size and time control' })
  @ApiNotFoundResponse({ description: 'No game with such id' })
  get(@Param('id', gameId) id: number): Promise<GameDetail> {
    return this.gamesService.get(id);
  }

  @Get(':id/sgf')
  @ApiProduces(SGF_MEDIA_TYPE)
  @ApiOkResponse({
    description: 'The game record as an SGF download',
    content: { [SGF_MEDIA_TYPE]: { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: 'No game with such id; No game record for this game' })
  async sgf(@Param('id', gameId) id: number): Promise<StreamableFile> {
    const { sgf, fileName } = await this.gameRecordService.file(id);
    const body = Buffer.from(sgf, 'utf8');
    return new StreamableFile(body, {
      type: `${SGF_MEDIA_TYPE}; charset=utf-8`,
      disposition: attachmentDisposition(fileName),
      length: body.length,
    });
  }
}
