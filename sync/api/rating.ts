export interface CurrentRating {
  playerId: number;
  federation: string;
  rating: number | null;
  deviation: number | null;
  volatility: number | null;
  rankLabel: string | null;
  lastUpdate: string | null;
}
