/**
 * GET /donate/config: what the donate dialog needs to load the payment provider's widget.
 * `configured` is false when TBANK_TERMINAL_KEY or TBANK_WIDGET_URL is not set; then the dialog
 * shows the init error alert.
 */
export interface DonateConfig {
  configured: boolean;
  terminalKey: string | null;
  widgetUrl: string | null;
}

/** The answer the payment provider expects to a notification it may stop resending. */
export const DONATION_NOTIFICATION_ANSWER = 'OK';
