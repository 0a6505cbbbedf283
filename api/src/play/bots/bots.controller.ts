import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BotInfo, BotKind } from '@sync/contract/play';
import { botRanks } from '@domain/bots/ranks';
import { BOT_STYLES, DEFAULT_BOT_STYLE } from '@domain/bots/types';
import { BotEngines } from './bot-engines';
import { BotMoveQueue } from './bot-move-queue';

const KINDS: BotKind[] = ['modern', 'pre-ai'];

@ApiTags('play')
@Controller('bots')
export class BotsController {
  constructor(
    private readonly engines: BotEngines,
    private readonly queue: BotMoveQueue,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The bots: whether each can play here, how busy, its ranks and styles' })
  @ApiOkResponse({ description: 'BotInfo[]' })
  list(): BotInfo[] {
    return KINDS.map((kind) => {
      const { available, reason } = this.engines.availability(kind);
      return {
        kind,
        available,
        reason,
        // the bots' moves thought about and waiting on this instance
        ...this.queue.load(kind),
        ranks: botRanks(kind),
        styles: kind === 'modern' ? [...BOT_STYLES] : [DEFAULT_BOT_STYLE],
      };
    });
  }
}
