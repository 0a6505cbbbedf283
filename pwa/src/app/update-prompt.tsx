export function UpdatePrompt() {
  return null;
}
