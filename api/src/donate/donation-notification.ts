import { ApiError } from '../common/errors/api-error';

/** What the donations table keeps of a verified notification. */
export interface DonationNotification {
  paymentId: string;
  orderId: string | null;
  status: string;
  /** kopecks */
  amount: number;
}

/** The largest amount the integer column holds, in kopecks (21 474 836.47 roubles). */
const MAX_AMOUNT = 2 ** 31 - 1;

/** A JSON object's fields; anything else (an array, a string) answers 400 BAD_PARAMETERS. */
export function notificationFields(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('badParameters');
  }
  return body as Record<string, unknown>;
}

/** The fields a verified notification must carry; without them 400 DONATION_NOTIFICATION_INVALID. */
export function readNotification(fields: Record<string, unknown>): DonationNotification {
  const paymentId = idText(fields.PaymentId);
  const status = typeof fields.Status === 'string' ? fields.Status : '';
  const amount = fields.Amount;
  const orderId = fields.OrderId;
  if (
    paymentId === null ||
    !/^[A-Z_]{1,30}$/.test(status) ||
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount < 0 ||
    amount > MAX_AMOUNT ||
    orderText(orderId) === undefined
  ) {
    throw new ApiError('donationNotificationInvalid');
  }
  return { paymentId, orderId: orderText(orderId) ?? null, status, amount };
}

/** Our order number as the widget sent it (up to 100 characters); undefined when malformed. */
function orderText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof text === 'string' && text.length <= 100 ? text : undefined;
}

/** The provider sends ids as numbers or strings; kept as text (at most 40 characters of [\w-]). */
function idText(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof text === 'string' && /^[\w-]{1,40}$/.test(text) ? text : null;
}
