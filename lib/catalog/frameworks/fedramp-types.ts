/** One control or enhancement of the baseline: its SP 800-53 id, our short title, the existing library controls meeting it. */
export type FedrampRow = readonly [id: string, title: string, existingControls: string];

/** A control family of SP 800-53 (AC, AU, …) with the baseline's controls in it, in the catalog's order. */
export type FedrampFamily = { id: string; title: string; rows: readonly FedrampRow[] };
