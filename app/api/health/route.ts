// GET /api/health: liveness for load balancers and uptime checks; no auth and no backend call.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, { headers: { 'Cache-Control': 'no-store' } });
}
