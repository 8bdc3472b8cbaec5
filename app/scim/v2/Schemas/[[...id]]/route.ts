import { schemas } from '@/lib/domain/scim/discovery';
import { discoveryRoute } from '@/lib/scim/discovery-route';

export const GET = discoveryRoute(schemas);
