import { Injectable } from '@nestjs/common';

/** Relays live games of our server to their boards. (Scaffold: implemented by the sources helper.) */
@Injectable()
export class LiveGameRelay {}
