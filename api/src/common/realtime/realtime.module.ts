import { Module } from '@nestjs/common';
import { RealtimeBus } from './bus';
import { REALTIME_BUS_PROVIDER } from './bus.provider';
import { ApiInstance } from './instance';
import { Leadership } from './leadership';

/**
 * What the live parts of the API (play, broadcasts) share to work across instances: the bus,
 * this instance's identity, and the leadership of the work one instance does for all.
 */
@Module({
  providers: [REALTIME_BUS_PROVIDER, ApiInstance, Leadership],
  exports: [RealtimeBus, ApiInstance, Leadership],
})
export class RealtimeModule {}
