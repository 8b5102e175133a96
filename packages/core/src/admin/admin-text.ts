/** A text the view shows: an i18n key and its values (`count` picks the plural form). */
export interface AdminText {
  key: string;
  values?: Record<string, unknown>;
}
