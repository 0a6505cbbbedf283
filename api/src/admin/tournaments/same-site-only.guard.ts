import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../../common/errors/api-error';

/**
 * The spec makes pin, hide and process GET requests, which a browser sends with the session
 * cookie when a link on another site is followed: those the browser marks cross-site are refused
 * (403 ORIGIN_REJECTED), as GET /logout is.
 */
@Injectable()
export class SameSiteOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.get('sec-fetch-site') === 'cross-site') throw new ApiError('originRejected');
    return true;
  }
}
