/** A wait in words for a message to people: "30 seconds", "1 minute", "45 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return whole === 1 ? '1 second' : `${whole} seconds`;
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
