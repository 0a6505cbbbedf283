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
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdPipe } from '../../common/validation/id.pipe';
import { CurrentUser, SignedIn } from '../auth/auth.guard';
import type { User } from '../entities/user.entity';
import { avatarFormats } from './avatar-formats';
import { AvatarUploadInterceptor } from './avatar-upload.interceptor';
import { AvatarService } from './avatar.service';

/** The URL changes with every upload (`?v=`), so a served picture never goes stale. */
const AVATAR_CACHE = 'public, max-age=31536000, immutable';

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
  @UseInterceptors(AvatarUploadInterceptor)
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
