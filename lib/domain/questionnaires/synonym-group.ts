/**
 * One topic of the vocabulary and the phrases that name it. A `qualifier` topic only says whom a practice covers
 * ("employees", "staff"): it is searched with, but a record need not repeat it to answer ("screen candidates before
 * hire" answers background checks "on employees"). `answeredBy` phrases answer the topic in a record but do not stand
 * for it in a question (a rule for all "systems" covers servers). A `wordForWord` topic is held by a record only by
 * one of its phrases as written, stop words and all: "at any hour" is round the clock, "hour" alone is not. An
 * `avoided` topic is a practice a security programme forbids ("hard-coded passwords"): a record never sets it as a
 * rule, so it answers only that the practice never happens, a No.
 */
export type SynonymGroup = {
  topic: string;
  phrases: readonly string[];
  qualifier?: true;
  answeredBy?: readonly string[];
  wordForWord?: true;
  avoided?: true;
};
