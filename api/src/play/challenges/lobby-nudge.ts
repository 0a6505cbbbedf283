import { Injectable, Logger } from '@nestjs/common';
import { RealtimeBus } from '../../common/realtime/bus';
import { CHALLENGES_CHANNEL } from './challenge-log';

/** Tells every instance, after a commit, that the lobby's log has new events. */
@Injectable()
export class LobbyNudge {
  private readonly logger = new Logger('Lobby');

  constructor(private readonly bus: RealtimeBus) {}

  async send(): Promise<void> {
    try {
      await this.bus.publish(CHALLENGES_CHANNEL, {});
    } catch (error) {
      // The streams' periodic read brings the change a little later.
      this.logger.warn(
        `Lobby nudge not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
