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
import {
  LibraryQueryDto,
  LibraryReplaceQueryDto,
  LibraryUploadQueryDto,
} from './dto/library-query.dto';
import { LibraryUpdateDto } from './dto/library-update.dto';
import { GameLibraryQuery } from './game-library.query';
import { GameLibraryService } from './game-library.service';
import {
  LibraryReplaceInterceptor,
  LibraryUploadInterceptor,
  type LibraryUploadFields,
  uploadedSgfs,
} from './library-upload.interceptor';

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
   * multipart `files` or `file` (1..LIBRARY_MAX_FILES .sgf files): 201 LibraryUploadResult; 413
   * LIBRARY_TOO_MANY_GAMES, 409 LIBRARY_FULL over the user's quotas.
   */
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ description: 'LibraryUploadResult' })
  @UseInterceptors(LibraryUploadInterceptor)
  upload(
    @CurrentUser() user: User,
    @UploadedFiles() fields: LibraryUploadFields | undefined,
    @Query() query: LibraryUploadQueryDto,
  ) {
    return this.library.upload(user, uploadedSgfs(fields), query.private);
  }

  /**
   * multipart `file` or `files`, one game: the record replaced, its id kept (200
   * LibraryGameDetail); `?private=` sets its flag too.
   */
  @Post(':id')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOkResponse({ description: 'LibraryGameDetail' })
  @UseInterceptors(LibraryReplaceInterceptor)
  replace(
    @CurrentUser() user: User,
    @Param('id', gameId) id: number,
    @UploadedFiles() fields: LibraryUploadFields | undefined,
    @Query() query: LibraryReplaceQueryDto,
  ) {
    return this.library.replace(user, id, uploadedSgfs(fields)[0], query.private);
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
