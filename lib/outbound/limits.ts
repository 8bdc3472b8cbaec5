/** The bounds of every outbound request and run; a hostile or broken upstream meets them, a real one does not. */
export type OutboundLimits = {
  /** How long one request may take, its redirects and its answer's body included. */
  timeoutMs: number;
  /** The largest answer read; past it the answer is refused. */
  maxBytes: number;
  /** Redirects followed within the same address, per request. */
  maxRedirects: number;
  /** GET requests of one path (the pages of one list, which differ only by their query) per run. */
  maxPagesPerList: number;
  /** Requests per run, whatever their path. */
  maxRequests: number;
};

export const DEFAULT_LIMITS: OutboundLimits = {
  timeoutMs: 15_000,
  maxBytes: 16 * 1024 * 1024,
  maxRedirects: 5,
  // 100 pages of 100 items: 10,000 repositories or users of one list.
  maxPagesPerList: 100,
  maxRequests: 20_000,
};

/** A size for a sentence: "16 MB", or "4 KB" below a megabyte. */
export const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${Math.round(bytes / (1024 * 1024))} MB`;
