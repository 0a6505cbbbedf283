import type {
  AcceptedChallenge,
  BotInfo,
  Challenge,
  ChallengeSettings,
  ChatLine,
  LiveGameState,
  LiveGameSummary,
} from '@sync/contract/play';
import { http } from '@pwa/lib/http';

/** GET /play/rating/{userId}: a user's online Glicko-2 rating. */
export interface OnlineRating {
  rating: number;
  deviation: number;
  rank: string;
  games: number;
}

export const fetchOnlineRating = (userId: number) =>
  http.get(`play/rating/${userId}`).json<OnlineRating>();

export const fetchChallenges = () => http.get('challenge').json<Challenge[]>();

export const createChallenge = (settings: ChallengeSettings) =>
  http.post('challenge', { json: settings }).json<Challenge>();

export const acceptChallenge = (id: number) =>
  http.post(`challenge/${id}`).json<AcceptedChallenge>();

export const cancelChallenge = async (id: number) => {
  await http.delete(`challenge/${id}`);
};

export const fetchBots = () => http.get('bots').json<BotInfo[]>();

export const fetchMyGames = () => http.get('games/self').json<LiveGameSummary[]>();

export const fetchCurrentGames = () => http.get('games/current').json<LiveGameSummary[]>();

export const fetchGameState = (id: number, signal?: AbortSignal) =>
  http.get(`games/${id}/state`, { signal }).json<LiveGameState>();

export const fetchGameChat = (id: number, signal?: AbortSignal) =>
  http.get(`games/${id}/chat`, { signal }).json<ChatLine[]>();

/** GET /challenge/stream, the lobby's live list (Server-Sent Events). */
export const CHALLENGE_STREAM_URL = '/api/v1/challenge/stream';
