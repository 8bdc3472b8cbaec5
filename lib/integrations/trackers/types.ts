/**
 * What the product tells a tracker or a channel about one item that needs work: a check failing on a resource or a
 * task past its due day. `link` is the product's page of the item, on the product's public address.
 */
export type TrackedItem = { key: string; title: string; detail: string; link: string };

/** An issue opened in a tracker: its key as people read it (OPS-12, ENG-4), the tracker's id and its address. */
export type IssueRef = { key: string; id: string; url: string };

/** An issue as the tracker shows it now: closed (done or cancelled) with who closed it and when, where it says. */
export type IssueState = { closed: boolean; closedBy: string | null; closedAt: string | null };

/**
 * A work tracker (Jira, Linear) as the sync uses it: open one issue for an item, comment on it (and close it where
 * the tracker allows it simply) once the item passes again or is done, and read whether it was closed there.
 */
export type Tracker = {
  open: (item: TrackedItem) => Promise<IssueRef>;
  resolve: (issue: IssueRef, comment: string) => Promise<{ closed: boolean }>;
  stateOf: (issue: IssueRef) => Promise<IssueState>;
  /** What went wrong, in a sentence a person can act on (never the credentials). */
  failureOf: (error: unknown) => string;
};

/** A chat channel (Slack): one message a run naming every new event. */
export type AlertChannel = { post: (text: string) => Promise<void>; failureOf: (error: unknown) => string };
