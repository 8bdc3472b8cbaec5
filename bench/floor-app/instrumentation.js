// The floor app has no start-up work; this file keeps the product's own from being picked up.
export function register() {}
