import { Injectable } from '@nestjs/common';

/** Create, list, read and change broadcasts. (Scaffold: implemented by the API helper.) */
@Injectable()
export class BroadcastsService {}
