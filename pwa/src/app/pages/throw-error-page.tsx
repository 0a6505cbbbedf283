/** Throws while rendering, to check the crash screen and the error report. */
export function ThrowErrorPage(): never {
  throw new Error('Test error: this page throws on purpose');
}
