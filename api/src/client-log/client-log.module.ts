import { Module } from '@nestjs/common';
import { LogsModule } from '../logs/logs.module';
import { ClientLogController } from './client-log.controller';
import { ClientLogService } from './client-log.service';

@Module({
  imports: [LogsModule],
  controllers: [ClientLogController],
  providers: [ClientLogService],
})
export class ClientLogModule {}
