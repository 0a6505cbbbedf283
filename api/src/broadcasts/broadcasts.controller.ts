import { Controller } from '@nestjs/common';

/** GET/POST /broadcasts, GET/PATCH /broadcasts/{id}. (Scaffold: implemented by the API helper.) */
@Controller('broadcasts')
export class BroadcastsController {}
