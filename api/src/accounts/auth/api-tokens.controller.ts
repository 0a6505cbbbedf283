import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ApiTokenInfo, CreatedApiToken } from '@sync/contract/account';
import { IdPipe } from '../../common/validation/id.pipe';
import type { User } from '../entities/user.entity';
import { ApiTokensService } from './api-tokens.service';
import { CurrentUser, SignedIn } from './auth.guard';
import { CreateApiTokenDto } from './dto/create-api-token.dto';

const tokenId = new IdPipe('apiTokenNotFound');

@ApiTags('auth')
@Controller('user/tokens')
@SignedIn()
export class ApiTokensController {
  constructor(private readonly apiTokensService: ApiTokensService) {}

  /** The token itself is in this answer only. */
  @Post()
  @ApiCreatedResponse({ description: 'CreatedApiToken' })
  create(@CurrentUser() user: User, @Body() body: CreateApiTokenDto): Promise<CreatedApiToken> {
    return this.apiTokensService.create(user, body.name);
  }

  @Get()
  @ApiOkResponse({ description: 'ApiTokenInfo[]' })
  list(@CurrentUser() user: User): Promise<ApiTokenInfo[]> {
    return this.apiTokensService.list(user);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  remove(@CurrentUser() user: User, @Param('id', tokenId) id: number): Promise<void> {
    return this.apiTokensService.remove(user, id);
  }
}
