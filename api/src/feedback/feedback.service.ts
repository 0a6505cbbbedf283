import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type {
  FeedbackItem,
  FeedbackList,
  FeedbackRequest,
  FeedbackSent,
} from '@sync/contract/feedback';
import { User } from '../accounts/entities/user.entity';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { ApiError } from '../common/errors/api-error';
import type { SortOrder } from '../common/validation/pagination.dto';
import { FilesService, type FileSender } from '../files/files.service';
import { StoredFile } from '../files/stored-file.entity';
import { MailService } from '../mail/mail.service';
import { feedbackItemOf } from './feedback-item';
import { feedbackMail } from './feedback-mail';
import { FeedbackMessage } from './feedback-message.entity';

export interface FeedbackListOptions {
  limit: number;
  offset: number;
  order: SortOrder;
  handled?: boolean;
}

/**
 * Feedback: stored with its attachments and queued as an e-mail to the support address in one
 * transaction; read and marked handled by admins (with an audit row).
 */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  send(request: FeedbackRequest, sender: FileSender): Promise<FeedbackSent> {
    return this.mail.transactional(this.em.fork(), async (tx) => {
      const message = tx.create(FeedbackMessage, {
        name: request.Name,
        email: request.Email,
        message: request.Message,
        createdAt: new Date(),
        user: sender.user ? tx.getReference(User, sender.user.id) : null,
        handled: false,
        handledAt: null,
      });
      await tx.flush();
      const files = await this.files.attach(tx, request.Attachments, sender, message.id);
      await this.mail.queueToSupport(tx, {
        content: feedbackMail({
          id: message.id,
          name: message.name,
          email: message.email,
          message: message.message,
          username: sender.user?.username ?? null,
          attachments: files,
        }),
        replyTo: message.email,
        attachments: files.map((file) => ({
          filename: file.originalName,
          path: this.files.storage.pathOf(file.name),
          contentType: file.contentType,
        })),
      });
      return { id: message.id };
    });
  }

  async list(options: FeedbackListOptions): Promise<FeedbackList> {
    const em = this.em.fork();
    const where = options.handled === undefined ? {} : { handled: options.handled };
    const [messages, total] = await em.findAndCount(FeedbackMessage, where, {
      orderBy: { createdAt: options.order, id: options.order },
      limit: options.limit,
      offset: options.offset,
      populate: ['user'],
    });
    const files = await this.attachmentsOf(
      em,
      messages.map((m) => m.id),
    );
    return {
      items: messages.map((m) => feedbackItemOf(m, files.get(m.id) ?? [])),
      total,
      limit: options.limit,
      offset: options.offset,
    };
  }

  async get(id: number): Promise<FeedbackItem> {
    const em = this.em.fork();
    const message = await this.find(em, id);
    const files = await this.attachmentsOf(em, [id]);
    return feedbackItemOf(message, files.get(id) ?? []);
  }

  async setHandled(id: number, handled: boolean, actor: AuditActor): Promise<FeedbackItem> {
    await this.em.fork().transactional(async (tx) => {
      const message = await this.find(tx, id);
      if (message.handled === handled) return;
      message.handled = handled;
      message.handledAt = handled ? new Date() : null;
      this.audit.record(tx, {
        actor,
        action: handled ? 'feedback.handled' : 'feedback.unhandled',
        target: `feedback:${id}`,
      });
    });
    return this.get(id);
  }

  private async find(em: EntityManager, id: number): Promise<FeedbackMessage> {
    const message = await em.findOne(FeedbackMessage, { id }, { populate: ['user'] });
    if (!message) throw new ApiError('feedbackNotFound');
    return message;
  }

  private async attachmentsOf(
    em: EntityManager,
    ids: number[],
  ): Promise<Map<number, StoredFile[]>> {
    const byMessage = new Map<number, StoredFile[]>();
    if (!ids.length) return byMessage;
    const files = await em.find(
      StoredFile,
      { feedback: { $in: ids } },
      { orderBy: { id: 'asc' }, populate: ['uploadedBy'] },
    );
    for (const file of files) {
      const id = file.feedback?.id;
      if (id === undefined) continue;
      byMessage.set(id, [...(byMessage.get(id) ?? []), file]);
    }
    return byMessage;
  }
}
