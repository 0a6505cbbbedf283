import { Module } from '@nestjs/common';

/** Imports of tournament files and rating lists uploaded from the admin section. */
@Module({})
export class AdminImportsModule {}
