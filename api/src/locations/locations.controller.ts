import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ChildrenQueryDto } from './dto/children-query.dto';
import { LocationsService } from './locations.service';

@ApiTags('locations')
@Controller('locations')
export class LocationsController {
  constructor(private readonly locationsService: LocationsService) {}

  @Get()
  all() {
    return this.locationsService.all();
  }

  @Get('children')
  children(@Query() query: ChildrenQueryDto) {
    return this.locationsService.children(query.loc);
  }
}
