/**
 * The payment provider's settings (T-Bank), read once at boot (app-config.ts) from
 * TBANK_TERMINAL_KEY, TBANK_PASSWORD and TBANK_WIDGET_URL; null when not set.
 */
export interface DonateSettings {
  /** The terminal's key, sent to the widget and expected in every notification. */
  terminalKey: string | null;
  /** The terminal's password: signs the provider's notifications; never leaves the server. */
  password: string | null;
  /** The provider's widget script the donate dialog loads. */
  widgetUrl: string | null;
}

export const DONATIONS_NOT_CONFIGURED: DonateSettings = {
  terminalKey: null,
  password: null,
  widgetUrl: null,
};
