/**
 * The phrasings a security questionnaire uses for a library control, by the control's id: short names of what the
 * control is about, written from its meaning and from the topic names of the common questionnaires (SIG, CAIQ,
 * HECVAT). Each phrasing matches a question that holds all its words (or their synonyms in the vocabulary), so a
 * phrasing names the whole thing asked, never a word every question of the domain shares.
 */
export type ControlPhrasings = Readonly<Record<string, readonly string[]>>;
