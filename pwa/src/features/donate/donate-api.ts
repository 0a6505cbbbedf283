import type { DonateConfig } from '@sync/contract/donate';
import { http } from '@pwa/lib/http';

/** What the dialog needs to load the payment provider's widget (sync/contract/donate.ts). */
export function fetchDonateConfig(): Promise<DonateConfig> {
  return http.get('donate/config').json<DonateConfig>();
}
