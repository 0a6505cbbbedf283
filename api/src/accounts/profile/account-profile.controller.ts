import { Body, Controller, Get, Param, Patch, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { USER_INFO_PATCH_BODY } from '../../common/openapi/hand-read-bodies';
import type { Response } from 'express';
import { IdPipe } from '../../common/validation/id.pipe';
import { CurrentUser, SignedIn } from '../auth/auth.guard';
import type { User } from '../entities/user.entity';
import { UsernameChangeDto } from './dto/username-change.dto';
import { AccountProfileService } from './account-profile.service';
import { parseUserInfoPatch } from './user-info-patch';
import { Viewer, ViewerGuard } from './viewer.guard';

const userId = new IdPipe('badParameters');

@ApiTags('accounts')
@Controller('user')
export class AccountProfileController {
  constructor(private readonly profiles: AccountProfileService) {}

  @Patch('username')
  @SignedIn()
  changeUsername(@CurrentUser() user: User, @Body() body: UsernameChangeDto) {
    return this.profiles.changeUsername(user, body.username);
  }

  @Patch('consent')
  @SignedIn()
  consent(@CurrentUser() user: User) {
    return this.profiles.consent(user);
  }

  @Get('info/:id')
  @SignedIn()
  info(@CurrentUser() user: User, @Param('id', userId) id: number) {
    return this.profiles.info(user, id);
  }

  /** 200 with the new info, or 304 with no body when the patch changes nothing. */
  @Patch('info/:id')
  @SignedIn()
  @ApiBody({ schema: USER_INFO_PATCH_BODY })
  async patchInfo(
    @CurrentUser() user: User,
    @Param('id', userId) id: number,
    @Body() body: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const info = await this.profiles.patchInfo(user, id, parseUserInfoPatch(body));
    if (info === null) res.status(304).end();
    else res.status(200).json(info);
  }

  @Get(':id')
  @UseGuards(ViewerGuard)
  profile(@Viewer() viewer: User | null, @Param('id', userId) id: number) {
    return this.profiles.profile(viewer, id);
  }
}
