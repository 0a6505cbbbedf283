import { Module } from '@nestjs/common';

/** Players' names per language and merging duplicate player records. */
@Module({})
export class AdminPlayersModule {}
