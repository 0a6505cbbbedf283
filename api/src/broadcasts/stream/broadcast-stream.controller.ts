import { Controller } from '@nestjs/common';

/** GET /broadcasts/{id}/stream (SSE). (Scaffold: implemented by the stream helper.) */
@Controller('broadcasts')
export class BroadcastStreamController {}
