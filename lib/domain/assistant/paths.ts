/** The page where a draft of the assistant is read, then confirmed or dismissed (the panel's "Review the draft"). */
export const assistantProposalPath = (id: string) => `/manage/assistant/proposals/${encodeURIComponent(id)}`;
