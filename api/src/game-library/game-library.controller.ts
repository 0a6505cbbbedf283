import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  UploadedFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../accounts/auth/auth.guard';
import type { User } from '../accounts/entities/user.entity';
import { IdPipe } from '../common/validation/id.pipe';
import { LibraryQueryDto, LibraryUploadQueryDto } from './dto/library-query.dto';
import { LibraryUpdateDto } from './dto/library-update.dto';
import { GameLibraryQuery } from './game-library.query';
import { GameLibraryService } from './game-library.service';
import type { UploadedSgf } from './library-files';
import { LibraryReplaceInterceptor, LibraryUploadInterceptor } from './library-upload.interceptor';

export const gameId = new IdPipe('libraryGameNotFound');

/**
 * Users' own SGF records (the spec's /file/game calls), for signed-in users (GET :id, in LibraryRecordController, also opens public records to visitors). The static
 * paths come before ':id'; the module is registered before FilesModule's /file/{id}.
 */
@ApiTags('game library')
@SignedIn()
@Controller('file/game')
export class GameLibraryController {
  constructor(
    private readonly library: GameLibraryService,
    private readonly query: GameLibraryQuery,
  ) {}

  @Get('formats')
  @ApiOkResponse({ description: 'LibraryFormats: { Formats, MaxSize, MaxFiles }' })
  formats() {
    return this.library.formats();
  }

  @Get('statistics')
  @ApiOkResponse({ description: 'LibraryStatistics' })
  statistics(@CurrentUser() user: User) {
    return this.query.statistics(user);
  }

  @Get()
  @ApiOkResponse({ description: 'LibraryGameList' })
  list(@CurrentUser() user: User, @Query() query: LibraryQueryDto) {
    return this.query.list(user, query);
  }

  /**
   * multipart `files` (1..LIBRARY_MAX_FILES .sgf files): 201 LibraryUploadResult; 413
   * LIBRARY_TOO_MANY_GAMES, 409 LIBRARY_FULL over the user's quotas.
   */
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ description: 'LibraryUploadResult' })
  @UseInterceptors(LibraryUploadInterceptor)
  upload(
    @CurrentUser() user: User,
    @UploadedFiles() files: UploadedSgf[] | undefined,
    @Query() query: LibraryUploadQueryDto,
  ) {
    return this.library.upload(user, files, query.private);
  }

  /** multipart `file`, one game: the record replaced, its id kept (200 LibraryGameDetail). */
  @Post(':id')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOkResponse({ description: 'LibraryGameDetail' })
  @UseInterceptors(LibraryReplaceInterceptor)
  replace(
    @CurrentUser() user: User,
    @Param('id', gameId) id: number,
    @UploadedFile() file: UploadedSgf | undefined,
  ) {
    return this.library.replace(user, id, file);
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'LibraryGameDetail' })
  update(
    @CurrentUser() user: User,
    @Param('id', gameId) id: number,
    @Body() body: LibraryUpdateDto,
  ) {
    return this.library.update(user, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async delete(@CurrentUser() user: User, @Param('id', gameId) id: number): Promise<void> {
    await this.library.delete(user, id);
  }
}
