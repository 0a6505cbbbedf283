import { Controller } from '@nestjs/common';

/** Moves, undo, result and comments of a board. (Scaffold: implemented by the API helper.) */
@Controller('broadcasts')
export class BroadcastBoardsController {}
