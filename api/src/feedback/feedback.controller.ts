import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { FeedbackSent } from '@sync/contract/feedback';
import type { User } from '../accounts/entities/user.entity';
import { Viewer, ViewerGuard } from '../accounts/profile/viewer.guard';
import { RateLimitService } from '../accounts/security/rate-limit.service';
import { uploaderKeyHashOf } from '../files/uploader-key';
import { readFeedbackRequest } from './feedback-request';
import { FeedbackService } from './feedback.service';

/** The feedback dialog's message; open to anyone. */
@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(
    private readonly feedback: FeedbackService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /**
   * `{ Name, Email, Message, Attachments }`: stores it, attaches the uploads (each must be an
   * unattached upload of this sender: the signed-in user, else the uploader cookie's browser) and
   * e-mails it with them to the support address. 201 `{ id }`; 429 over the sender's or the
   * address's hourly messages (RATE_LIMITS.feedback).
   */
  @Post()
  @UseGuards(ViewerGuard)
  @ApiCreatedResponse({ description: 'FeedbackSent' })
  @ApiBadRequestResponse({ description: "INVALID_REQUEST_DATA 'Invalid request data'" })
  async send(
    @Body() body: unknown,
    @Viewer() user: User | null,
    @Req() req: Request,
  ): Promise<FeedbackSent> {
    const request = readFeedbackRequest(body);
    const uploaderKeyHash = uploaderKeyHashOf(req);
    const sender = user ? `user:${user.id}` : `browser:${uploaderKeyHash ?? req.ip ?? ''}`;
    await this.rateLimits.hit('feedback', req.ip ?? '', sender);
    return this.feedback.send(request, { user, uploaderKeyHash });
  }
}
