import 'server-only';
import { listResponse } from '@/lib/domain/scim/resources';
import { scimError, scimJson } from './response';
import { scimBase } from './route';

type Described = { id: string };

/**
 * A discovery list (ResourceTypes, Schemas): all of them, or the one named by the path, or 404. The same for every
 * organization, so no token is asked.
 */
export function discoveryRoute(all: (base: string) => Described[]) {
  return async (_request: Request, context: { params: Promise<{ id?: string[] }> }): Promise<Response> => {
    const { id } = await context.params;
    const items = all(scimBase());
    if (!id || id.length === 0) return scimJson(listResponse(items, items.length, 1));
    const wanted = id.join('/');
    const found = items.find((item) => item.id === wanted);
    return found ? scimJson(found) : scimError(404, `Nothing named ${wanted} is described here.`);
  };
}
