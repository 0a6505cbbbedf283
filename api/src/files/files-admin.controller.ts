import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { FileDetails, FileList } from '@sync/contract/files';
import { CurrentUser, SignedIn } from '../accounts/auth/auth.guard';
import type { User } from '../accounts/entities/user.entity';
import { IdPipe } from '../common/validation/id.pipe';
import { FilesQueryDto } from './dto/files-query.dto';
import { INLINE_TYPES } from './file-content';
import { contentDisposition } from './file-details';
import { FilesService } from './files.service';

const fileId = new IdPipe('fileNotFound');

/** The uploads, for admins: 401 signed out, 403 to others. */
@ApiTags('files (admin)')
@SignedIn('admin')
@Controller('file')
export class FilesAdminController {
  constructor(private readonly files: FilesService) {}

  @Get()
  @ApiOkResponse({ description: 'FileList (newest first)' })
  list(@Query() query: FilesQueryDto): Promise<FileList> {
    return this.files.list(query.limit, query.offset, query.order);
  }

  @Get('details/:id')
  @ApiOkResponse({ description: 'FileDetails' })
  details(@Param('id', fileId) id: number): Promise<FileDetails> {
    return this.files.details(id);
  }

  /**
   * The file with its real type and nosniff: a download (`attachment`), or shown inline when
   * `view` is asked and it is a PNG, JPEG, GIF or WebP image.
   */
  @Get(':id')
  @ApiQuery({ name: 'view', required: false, description: 'show a safe image inline' })
  @ApiOkResponse({ description: 'the file' })
  async download(
    @Param('id', fileId) id: number,
    @Query('view') view: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { file, stream } = await this.files.open(id);
    const inline = view !== undefined && INLINE_TYPES.has(file.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(stream, {
      type: file.contentType,
      length: file.size,
      disposition: contentDisposition(inline ? 'inline' : 'attachment', file.originalName),
    });
  }

  /** Removes the row and the file (a feedback keeps its other attachments); 204. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'removed' })
  remove(@Param('id', fileId) id: number, @CurrentUser() admin: User): Promise<void> {
    return this.files.remove(id, { id: admin.id, username: admin.username });
  }
}
