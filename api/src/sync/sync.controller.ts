import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { SYNC_COLLECTIONS, type SyncCollection } from '@sync/protocol';
import { SyncQueryDto } from './dto/sync-query.dto';
import { SyncCollectionPipe } from './sync-collection.pipe';
import { SyncService } from './sync.service';

@ApiTags('sync')
@Controller('sync')
export class SyncController {
  constructor(private readonly syncService: SyncService) {}

  /** One page of a replicated collection's changes after `since` (sync/protocol.ts). */
  @Get(':collection')
  @ApiParam({ name: 'collection', enum: SYNC_COLLECTIONS })
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOkResponse({
    description: '{ items, deleted, next, hasMore, remaining, schema }; items by rev ascending',
  })
  page(
    @Param('collection', new SyncCollectionPipe()) collection: SyncCollection,
    @Query() query: SyncQueryDto,
  ): Promise<string> {
    return this.syncService.page(collection, query);
  }
}
