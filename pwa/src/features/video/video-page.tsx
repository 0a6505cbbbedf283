/** /games/video: uploads of game videos and their conversions to SGF (being built). */
export function VideoPage() {
  return <main />;
}
