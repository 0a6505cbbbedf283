import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FeedbackItem, FeedbackList } from '@sync/contract/feedback';
import { CurrentUser, SignedIn } from '../accounts/auth/auth.guard';
import type { User } from '../accounts/entities/user.entity';
import { IdPipe } from '../common/validation/id.pipe';
import { FeedbackListQueryDto } from './dto/feedback-list-query.dto';
import { FeedbackUpdateDto } from './dto/feedback-update.dto';
import { FeedbackService } from './feedback.service';

const feedbackId = new IdPipe('feedbackNotFound');

/** Feedback for admins: 401 signed out, 403 to others. */
@ApiTags('feedback (admin)')
@SignedIn('admin')
@Controller('admin/feedback')
export class FeedbackAdminController {
  constructor(private readonly feedback: FeedbackService) {}

  @Get()
  @ApiOkResponse({ description: 'FeedbackList (newest first)' })
  list(@Query() query: FeedbackListQueryDto): Promise<FeedbackList> {
    return this.feedback.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'FeedbackItem' })
  get(@Param('id', feedbackId) id: number): Promise<FeedbackItem> {
    return this.feedback.get(id);
  }

  /** Marks it handled or not (with an audit row); answers it as it now is. */
  @Patch(':id')
  @ApiOkResponse({ description: 'FeedbackItem' })
  update(
    @Param('id', feedbackId) id: number,
    @Body() body: FeedbackUpdateDto,
    @CurrentUser() admin: User,
  ): Promise<FeedbackItem> {
    return this.feedback.setHandled(id, body.handled, { id: admin.id, username: admin.username });
  }
}
