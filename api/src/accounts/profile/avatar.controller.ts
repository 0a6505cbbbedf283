import {
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { AVATAR_FIELD } from '@sync/api/account';
import { IdPipe } from '../../common/validation/id.pipe';
import { CurrentUser, SignedIn } from '../auth/auth.guard';
import type { User } from '../entities/user.entity';
import { AVATAR_MAX_BYTES, avatarFormats } from './avatar-formats';
import { AvatarService } from './avatar.service';

/** The URL changes with every upload (`?v=`), so a served picture never goes stale. */
const AVATAR_CACHE = 'public, max-age=31536000, immutable';

// One byte over the limit is still received, so that the service (not only multer) sees it.
const upload = FileInterceptor(AVATAR_FIELD, {
  storage: memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 10, parts: 12 },
});

@ApiTags('accounts')
@Controller()
export class AvatarController {
  constructor(private readonly avatars: AvatarService) {}

  @Get('file/avatar/formats')
  formats() {
    return avatarFormats();
  }

  @Post('file/avatar')
  @SignedIn()
  @UseInterceptors(upload)
  upload(@CurrentUser() user: User, @UploadedFile() file: Express.Multer.File | undefined) {
    return this.avatars.upload(user, file?.buffer);
  }

  @Delete('user/avatar')
  @SignedIn()
  remove(@CurrentUser() user: User) {
    return this.avatars.remove(user);
  }

  @Get('user/:id/avatar')
  async file(
    @Param('id', new IdPipe('badParameters')) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const avatar = await this.avatars.file(id);
    res.setHeader('Cache-Control', AVATAR_CACHE);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    return new StreamableFile(avatar.content, {
      type: avatar.mime,
      length: avatar.content.length,
    });
  }
}
