/** GET /site: facts about this installation the main page shows. */
export interface SiteInfo {
  /** true when the database holds the generated demo data */
  demoData: boolean;
}

/** GET /donate/total: the sum of completed donations (0 until there are any). */
export interface DonationsTotal {
  total: number;
  currency: string;
}
