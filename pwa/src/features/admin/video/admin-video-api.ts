import type { AdminVideoConversion, AdminVideoPage, VideoStatistics } from '@sync/contract/video';
import { http } from '@pwa/lib/http';
import { videoListParams, type VideoFilters } from './video-query';

/** The Video tab's calls (admins only). */

export function fetchVideoPage(filters: VideoFilters): Promise<AdminVideoPage> {
  return http.get('admin/video', { searchParams: videoListParams(filters) }).json<AdminVideoPage>();
}

export function fetchVideoStatistics(): Promise<VideoStatistics> {
  return http.get('admin/video/statistics').json<VideoStatistics>();
}

export function retryConversion(id: number): Promise<AdminVideoConversion> {
  return http.post(`admin/video/${id}/retry`).json<AdminVideoConversion>();
}

export async function deleteConversion(id: number): Promise<void> {
  await http.delete(`admin/video/${id}`);
}
