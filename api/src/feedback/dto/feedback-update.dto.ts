import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { FeedbackUpdate } from '@sync/contract/feedback';

export class FeedbackUpdateDto implements FeedbackUpdate {
  @ApiProperty()
  @IsBoolean()
  handled!: boolean;
}
