import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '../../common/validation/id.pipe';
import { CurrentUser, SignedIn } from '../auth/auth.guard';
import type { User } from '../entities/user.entity';
import { RolesChangeDto } from './dto/roles-change.dto';
import { UsersQueryDto } from './dto/users-query.dto';
import { UsersAdminService } from './users-admin.service';

const userId = new IdPipe('userNotFound');

/** Accounts administration; every route answers 401 signed out and 403 to non-admins. */
@ApiTags('users (admin)')
@SignedIn('admin')
@Controller()
export class UsersAdminController {
  constructor(private readonly usersAdmin: UsersAdminService) {}

  @Get('users')
  @ApiOkResponse({ description: 'UserList' })
  list(@Query() query: UsersQueryDto) {
    return this.usersAdmin.list(query);
  }

  @Get('users/roles')
  @ApiOkResponse({ description: 'Role[]' })
  roles() {
    return this.usersAdmin.roles();
  }

  @Patch('admin/user/:id/roles')
  @ApiOkResponse({ description: 'UserListItem' })
  changeRoles(
    @Param('id', userId) id: number,
    @Body() body: RolesChangeDto,
    @CurrentUser() admin: User,
  ) {
    return this.usersAdmin.changeRoles(id, body.roles, admin);
  }
}
