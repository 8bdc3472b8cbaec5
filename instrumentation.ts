/** Runs once when the server starts, before it takes requests; the embedded database opens in the background (lib/startup.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // First, so the requests that follow carry the socket's address for the rate limits.
    const { installPeerAddressHook } = await import('./lib/peer-address');
    installPeerAddressHook();
    const { startServer } = await import('./lib/startup');
    await startServer();
  }
}
