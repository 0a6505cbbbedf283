import { Module } from '@nestjs/common';
import { ImportService } from '../../import/import.service';
import { AdminImportsController } from './admin-imports.controller';
import { AdminImportsService } from './admin-imports.service';

/** Imports of tournament files and rating lists uploaded from the admin section. */
@Module({
  controllers: [AdminImportsController],
  providers: [ImportService, AdminImportsService],
})
export class AdminImportsModule {}
