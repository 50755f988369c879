/** A paragraph, or a bullet list given as an array of items. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  title: string;
  body: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date. */
  lastUpdated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}
