import {
  Body,
  Controller,
  HttpCode,
  Post,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { IMPORT_FORMAT_FIELD, IMPORT_NDJSON } from '@sync/contract/admin-imports';
import { CurrentUser, SignedIn } from '../../accounts/auth/auth.guard';
import type { User } from '../../accounts/entities/user.entity';
import { AdminImportsService, type UploadedImportFile } from './admin-imports.service';
import { ImportUploadInterceptor } from './import-upload.interceptor';
import { parsedEvent } from './import-report';
import { streamImport } from './import-stream';

/** Uploads of tournament files and rating lists; 401 signed out, 403 to non-admins. */
@ApiTags('imports (admin)')
@SignedIn('admin')
@Controller('admin/imports')
export class AdminImportsController {
  constructor(private readonly imports: AdminImportsService) {}

  /**
   * multipart `file` and `format`: the ImportReport, or with `Accept: application/x-ndjson` the
   * ImportEvents as they happen. Every check is made before the answer begins.
   */
  @Post()
  @HttpCode(200)
  @UseInterceptors(ImportUploadInterceptor)
  @ApiOkResponse({ description: 'ImportReport | ImportEvent lines' })
  async upload(
    @UploadedFile() file: UploadedImportFile | undefined,
    @Body(IMPORT_FORMAT_FIELD) format: unknown,
    @CurrentUser() admin: User,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const read = this.imports.read(format, file);
    if (req.accepts(['application/json', IMPORT_NDJSON]) === IMPORT_NDJSON) {
      await streamImport(res, parsedEvent(read.parsed), () => this.imports.write(read, admin));
    } else {
      res.status(200).json(await this.imports.write(read, admin));
    }
  }

  @Post('recompute')
  @HttpCode(200)
  @ApiOkResponse({ description: 'RecomputeResult' })
  recompute(@CurrentUser() admin: User) {
    return this.imports.recompute(admin);
  }
}
