/** A short, soft beep for a move (WebAudio); silent where audio is not allowed yet. */
export function playMoveSound(context: AudioContext): void {
  try {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 660;
    const start = context.currentTime;
    gain.gain.setValueAtTime(0.15, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.12);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.12);
  } catch {
    // no audio output: nothing to play
  }
}
