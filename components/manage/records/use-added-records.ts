'use client';

import { useCallback, useMemo } from 'react';
import { z } from '@/lib/schemas/zod';
import { useVisitState } from './use-visit-state';

const noRecords: never[] = [];

/**
 * The records a screen added during the visit (kept under `key`), listed before its sample ones; `add` puts a
 * new record first. `recordSchema` must be a module-level constant.
 */
export function useAddedRecords<T>(key: string, recordSchema: z.ZodType<T>, samples: readonly T[]) {
  const listSchema = useMemo(() => z.array(recordSchema), [recordSchema]);
  const [added, setAdded] = useVisitState<T[]>(key, listSchema, noRecords);
  const add = useCallback((record: T) => setAdded((current) => [record, ...current]), [setAdded]);
  return { added, all: [...added, ...samples], add };
}
