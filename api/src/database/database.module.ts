import { type DynamicModule, Global, Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';

/**
 * Makes an already opened (and migrated) MikroORM available to every module. The app opens the
 * database itself, so the server, the CLI and the tests share one way of doing it; requests get
 * their own entity manager through MikroORM's RequestContext (see create-app.ts).
 */
@Global()
@Module({})
export class DatabaseModule {
  static forOrm(orm: MikroORM): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: MikroORM, useValue: orm },
        { provide: EntityManager, useFactory: () => orm.em },
      ],
      exports: [MikroORM, EntityManager],
    };
  }
}
