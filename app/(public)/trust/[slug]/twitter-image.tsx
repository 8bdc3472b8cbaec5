// The same card for X (Twitter): drawn by opengraph-image.tsx.
export { alt, contentType, default, size } from './opengraph-image';
