import { Module } from '@nestjs/common';

/** The admins' tournament calendar: list with hidden ones, pin, hide, process, edit. */
@Module({})
export class AdminTournamentsModule {}
