import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { FeedbackSent } from '@sync/contract/feedback';
import type { User } from '../accounts/entities/user.entity';
import { Viewer, ViewerGuard } from '../accounts/profile/viewer.guard';
import { uploaderKeyHashOf } from '../files/uploader-key';
import { readFeedbackRequest } from './feedback-request';
import { FeedbackService } from './feedback.service';

/** The feedback dialog's message; open to anyone. */
@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  /**
   * `{ Name, Email, Message, Attachments }`: stores it, attaches the uploads (each must be an
   * unattached upload of this sender: the signed-in user, else the uploader cookie's browser) and
   * e-mails it with them to the support address. 201 `{ id }`.
   */
  @Post()
  @UseGuards(ViewerGuard)
  @ApiCreatedResponse({ description: 'FeedbackSent' })
  @ApiBadRequestResponse({ description: "INVALID_REQUEST_DATA 'Invalid request data'" })
  send(
    @Body() body: unknown,
    @Viewer() user: User | null,
    @Req() req: Request,
  ): Promise<FeedbackSent> {
    const request = readFeedbackRequest(body);
    return this.feedback.send(request, { user, uploaderKeyHash: uploaderKeyHashOf(req) });
  }
}
