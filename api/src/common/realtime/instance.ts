import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** This API instance among those sharing one database (each app object is one, tests' too). */
@Injectable()
export class ApiInstance {
  readonly id = randomUUID();
}
