import { apiCall } from '../../../lib/api-client';

/**
 * PUT /volumes/{n}/last-chapter {index}: where the member is in this volume, kept on the server
 * so the volume page reopens there on any device (README, reading progress).
 */
export async function rememberChapter(volume: number, index: number): Promise<void> {
  await apiCall('PUT /volumes/:volume/last-chapter', { params: { volume }, body: { index } });
}
