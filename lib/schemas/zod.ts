import { z } from 'zod';

// zod 4 probes `new Function` to decide whether it may compile its parsers; in the browser that probe is an
// 'eval' the Content-Security-Policy refuses (and reports). Forms parse small objects, so the interpreter is fine.
z.config({ jitless: true });

/** zod, configured for this product: schemas shared with the browser import `z` from here. */
export { z };
