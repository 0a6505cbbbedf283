/** /go-glass: a photo of a board to an analysed position (being built). */
export function GoGlassPage() {
  return <main />;
}
