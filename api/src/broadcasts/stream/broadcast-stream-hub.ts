import { Injectable } from '@nestjs/common';

/**
 * The viewers of broadcasts connected to this instance (SSE), fed from the bus; and the viewers
 * count over all instances. (Scaffold: implemented by the stream helper.)
 */
@Injectable()
export class BroadcastStreamHub {
  /** Viewers of the broadcast connected now, over every instance. */
  viewersOf(_broadcastId: number): number {
    return 0;
  }
}
