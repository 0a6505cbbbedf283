import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../../accounts/auth/auth.guard';
import type { User } from '../../accounts/entities/user.entity';
import { IdPipe } from '../../common/validation/id.pipe';
import { LocationCreateDto } from './dto/location-create.dto';
import { LocationRenameDto } from './dto/location-rename.dto';
import { LocationsAdminService } from './locations-admin.service';

const locationId = new IdPipe('locationNotFound');

/** Cities and regions: add, rename per language, merge a duplicate into another. */
@ApiTags('places (admin)')
@SignedIn('admin')
@Controller('admin/locations')
export class LocationsAdminController {
  constructor(private readonly locations: LocationsAdminService) {}

  @Post()
  @ApiOkResponse({ description: 'LocationItem' })
  create(@Body() body: LocationCreateDto, @CurrentUser() admin: User) {
    return this.locations.create(body, admin);
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'LocationItem' })
  rename(
    @Param('id', locationId) id: number,
    @Body() body: LocationRenameDto,
    @CurrentUser() admin: User,
  ) {
    return this.locations.rename(id, body, admin);
  }

  @Get(':id/usage')
  @ApiOkResponse({ description: 'LocationUsageCounts' })
  usage(@Param('id', locationId) id: number) {
    return this.locations.usage(id);
  }

  @Post(':id/merge/:into')
  @ApiOkResponse({ description: 'LocationMergeResult' })
  merge(
    @Param('id', locationId) id: number,
    @Param('into', locationId) into: number,
    @CurrentUser() admin: User,
  ) {
    return this.locations.merge(id, into, admin);
  }
}
